import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { socialProvidersFromEnv, type SocialProviderConfig } from './modules/social/providers.ts';

/** DATA_DIR and other relative paths are taken from the repository root, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean));

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  API_PUBLIC_URL: z.url().optional(),
  WEB_ORIGIN: commaList.default(['http://localhost:3000']),
  APP_ID: z.string().min(1).default('talad-web'),
  APP_KEY: z.string().min(1).default('talad-local-app-key'),
  JWT_SECRET: z.string().min(32).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  GUEST_IDLE_DAYS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  RENDERER_KEY: z.string().min(24, 'RENDERER_KEY must be at least 24 characters').optional(),
  GUEST_LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OTP_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Behind a load balancer: take the client IP (rate limits, consent records) from X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND: z.enum(['talad', 'trueselect']).default('talad'),
  /** Products in the demo catalogue seeded into an empty database. */
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(50_000).default(2000),
  /** How long listings, product pages and the menu may be answered from memory; 0 turns it off. */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  NODE_ENV: z.string().default('development'),
  /** Uploaded media (profile photos); default DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
});

export type Brand = z.infer<typeof envSchema>['BRAND'];

export interface Config {
  port: number;
  host: string;
  /** Where shoppers reach this API; short links are built on it. */
  publicUrl: string;
  /** The web app's origins: the CORS allow-list and the only hosts a short link may point to. The first is canonical. */
  webOrigins: string[];
  appId: string;
  appKey: string;
  jwtSecret: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  guestIdleDays: number;
  rateLimitPerMinute: number;
  /**
   * Shared with the web renderer: its calls carry it and are not limited per IP, since every shopper's page view
   * reaches the API from the renderer's one address.
   */
  rendererKey: string | undefined;
  guestLoginRatePerMinute: number;
  /** Sign-in, registration and OTP calls per IP per minute. */
  authAttemptsPerMinute: number;
  /** One-time codes per phone or e-mail, and per IP, within an hour. */
  otpPerPhonePerHour: number;
  otpPerIpPerHour: number;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  brand: Brand;
  seedProducts: number;
  answerCacheMs: number;
  /** GET /dev/outbox exists only outside production. */
  devRoutes: boolean;
  /** Null: media kept in memory (tests). */
  mediaDir: string | null;
  /** Social sign-in providers whose client id is configured. */
  socialProviders: SocialProviderConfig[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  const dataDir = isAbsolute(vars.DATA_DIR) ? vars.DATA_DIR : resolve(REPO_ROOT, vars.DATA_DIR);
  return {
    port: vars.API_PORT,
    host: vars.API_HOST,
    publicUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${vars.API_PORT}`).replace(/\/+$/, ''),
    webOrigins: vars.WEB_ORIGIN,
    appId: vars.APP_ID,
    appKey: vars.APP_KEY,
    jwtSecret: vars.JWT_SECRET ?? persistedSecret(dataDir),
    dataDir,
    databaseUrl: vars.DATABASE_URL || undefined,
    redisUrl: vars.REDIS_URL || undefined,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    guestIdleDays: vars.GUEST_IDLE_DAYS,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    rendererKey: vars.RENDERER_KEY || undefined,
    guestLoginRatePerMinute: vars.GUEST_LOGIN_RATE_PER_MINUTE,
    authAttemptsPerMinute: vars.AUTH_ATTEMPTS_PER_MINUTE,
    otpPerPhonePerHour: vars.OTP_PER_PHONE_PER_HOUR,
    otpPerIpPerHour: vars.OTP_PER_IP_PER_HOUR,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    brand: vars.BRAND,
    seedProducts: vars.SEED_PRODUCTS,
    answerCacheMs: vars.ANSWER_CACHE_MS,
    devRoutes: vars.NODE_ENV !== 'production',
    mediaDir: vars.MEDIA_DIR ? resolve(REPO_ROOT, vars.MEDIA_DIR) : join(dataDir, 'media'),
    socialProviders: socialProvidersFromEnv(env),
  };
}

/** A secret made once and kept under DATA_DIR, so access tokens stay valid across restarts without setup. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process started at the same moment and wrote its secret first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
