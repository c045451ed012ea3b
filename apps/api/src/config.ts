import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS, DEFAULT_CASHBACK_VALID_DAYS, DEFAULT_TIER_RULES, MEMBERSHIP_TIERS, type Brand, type TierRule } from '@talad/domain';
import { z } from 'zod';
import { socialProvidersFromEnv, type SocialProviderSettings } from './platform/social-sign-in-settings.ts';
import { videoTools, type VideoTools } from './platform/video-tools.ts';

/** DATA_DIR and other relative paths are taken from the repository root, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The demo shop's recorded clips (scripts/make-videos.ts): binary, so committed beside src/ rather than in it. */
export const SEED_VIDEO_DIR = join(REPO_ROOT, 'apps/api/seed-assets/videos');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean),
);

/**
 * WEB_ORIGIN: the shop's web origins, each as a browser sends it in Origin (scheme, host, port; no path). Shoppers
 * come back from the payment gateway to one of them and nowhere else, so at least one, and none that could not match.
 */
const originList = commaList.pipe(
  z
    .array(
      z
        .string()
        .refine((item) => URL.canParse(item) && new URL(item).origin === item, 'each must be an origin such as https://shop.example'),
    )
    .min(1, 'lists at least one origin'),
);

function tierDefault(tier: TierRule['tier']): TierRule {
  const rule = DEFAULT_TIER_RULES.find((candidate) => candidate.tier === tier);
  if (!rule) throw new Error(`no default rules for ${tier}`);
  return rule;
}

const satangSetting = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);

/** "a,b,c": one value per tier, REGULAR,GOLD,VIP, each matching `pattern`. */
const perTier = (fallback: (rule: TierRule) => number, pattern: RegExp, what: string) =>
  z
    .string()
    .default(DEFAULT_TIER_RULES.map(fallback).join(','))
    .transform((value, context) => {
      const parts = value.split(',').map((part) => part.trim());
      if (parts.length !== MEMBERSHIP_TIERS.length || parts.some((part) => !pattern.test(part))) {
        context.addIssue({ code: 'custom', message: `takes ${MEMBERSHIP_TIERS.join(',')} as ${what} each, comma-separated: "${value}"` });
        return z.NEVER;
      }
      return parts.map(Number);
    });

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Loopback (IPv4 and IPv6) unless a deployment says otherwise: decision 0016. */
  API_HOST: z.string().default('localhost'),
  API_PUBLIC_URL: z.url().optional(),
  WEB_ORIGIN: originList.default(['http://localhost:3000']),
  APP_ID: z.string().min(1).default('talad-web'),
  APP_KEY: z.string().min(1).default('talad-local-app-key'),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The one way in before the shop has an owner who can sign in: `npm run shop -- owner <email>` (POST /bootstrap/owner,
   * header x-owner-bootstrap-key; decision 0044). Generated into DATA_DIR when unset; nothing else accepts it.
   */
  OWNER_BOOTSTRAP_KEY: z.string().min(24).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** How long a just-rotated refresh token still answers its successor (two tabs refreshing at once); 0 turns it off. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  GUEST_IDLE_DAYS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  SEARCH_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RENDERER_KEY: z.string().min(24, 'RENDERER_KEY must be at least 24 characters').optional(),
  GUEST_LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OTP_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Behind load balancers: which of them to believe about the client IP (rate limits, consent records). */
  TRUST_PROXY: z.string().trim().default('').transform(trustedProxies),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND: z.enum(BRANDS).default('talad'),
  /**
   * Products in the demo catalogue seeded into an empty database (bench/README.md "Catalogue size" and "A million
   * products"): up to 1,000,000 on PostgreSQL, EMBEDDED_SEED_PRODUCTS at most on the embedded one.
   */
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(1_000_000).default(2000),
  /** How long listings, product pages and the menu may be answered from memory; 0 turns it off. */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  CATALOGUE_INDEX_FRESH_MS: z.coerce.number().int().min(0).max(1000).default(250),
  /** Checkout (issue #12), satang: the delivery fee, the order value from which delivery is free, the most COD collects. */
  DELIVERY_FEE: z.coerce.number().int().min(0).max(10_000_000).default(4000),
  FREE_DELIVERY_FROM: z.coerce.number().int().min(0).max(100_000_000).default(50000),
  COD_MAX: z.coerce.number().int().min(0).max(100_000_000).default(2_000_000),
  /** How long an unpaid (non-COD) order waits for its payment before it expires (ORDEREXPIRED). */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Membership (issue #14): the 12-month spend (satang) that reaches GOLD and VIP, and each tier's rules, REGULAR,GOLD,VIP. */
  MEMBERSHIP_GOLD_FROM: satangSetting(tierDefault('GOLD').minSpend),
  MEMBERSHIP_VIP_FROM: satangSetting(tierDefault('VIP').minSpend),
  /** Cashback on a completed order's total, percent per tier (up to two decimals). */
  MEMBERSHIP_CASHBACK_PERCENT: perTier((rule) => rule.cashbackRate / 100, /^\d{1,2}(\.\d{1,2})?$/, 'a percent such as 1 or 1.5'),
  /** Order value (satang) from which delivery is free, per tier; the lower of it and FREE_DELIVERY_FROM applies. */
  MEMBERSHIP_FREE_DELIVERY_FROM: perTier((rule) => rule.freeDeliveryFrom, /^\d{1,9}$/, 'whole satang'),
  /** The birthday_coupon a member is given in their birth month, once a year; empty = none. */
  BIRTHDAY_COUPON_CODE: z.string().trim().max(50).default('HBD200'),
  /** Days a cashback credit stays spendable after it was earned (its EXPIRED entry is written then). */
  CASHBACK_VALID_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_CASHBACK_VALID_DAYS),
  /** Days after delivery before an order the shopper has not confirmed is completed by the system. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** API processes sharing API_PORT (node's cluster); above 1 needs DATABASE_URL, and REDIS_URL to share limits and caches. */
  API_PROCESSES: z.coerce.number().int().min(1).max(32).default(1),
  /** How often the job runner looks for due jobs (a review video waits at most this long for its conversion to start). */
  JOB_POLL_MS: z.coerce.number().int().min(200).max(300_000).default(30_000),
  /**
   * How often the job runner renews the lease of the runs it holds; a run not renewed for three heartbeats (its process
   * died) is claimed again. The same for every API sharing the database; unset = the runner's own (10 s).
   */
  JOB_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** The payment gateway (decision 0019): where this API reaches it, where browsers reach it, and the one merchant. */
  GATEWAY_URL: z.url().default('http://localhost:4010'),
  GATEWAY_PUBLIC_URL: z.url().default('http://localhost:4010'),
  GATEWAY_MERCHANT_ID: z.string().min(1).max(50).default('TALAD'),
  /** HS256 key shared with the gateway; generated into DATA_DIR when unset (as `npm start` gives the gateway). */
  GATEWAY_MERCHANT_SECRET: z.string().min(32, 'GATEWAY_MERCHANT_SECRET must be at least 32 characters').optional(),
  /** How long the API waits for the gateway before it tells the shopper to try again. */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The gateway is the sandbox of apps/gateway (as `npm start` runs it): shoppers are shown its simulator. `false` for 2C2P. */
  GATEWAY_SANDBOX: z.enum(['true', 'false']).default('true'),
  /** Where the gateway posts its notifications (backendReturnUrl); default this API on loopback. */
  PAYMENT_NOTIFY_URL: z.url().optional(),
  /** A gateway attempt still pending this long is asked about (paymentInquiry): a lost notification is found. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** How often the reconciliation job looks. */
  PAYMENT_RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  NODE_ENV: z.string().default('development'),
  /** `http`: GET /dev/outbox answers loopback callers (tests, local development). Off by default: decision 0016. */
  DEV_OUTBOX: z.enum(['off', 'http']).default('off'),
  /** Uploaded media (profile photos); default DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  /** Review videos' ffmpeg and ffprobe; default the binaries npm install brought (platform/video-tools.ts). */
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
});

export type { Brand };

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
  /** x-owner-bootstrap-key of POST /bootstrap/owner, and of nothing else (decision 0044). */
  ownerBootstrapKey: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Processes serving the API together (decision 0022). */
  processes: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  guestIdleDays: number;
  rateLimitPerMinute: number;
  /** Searches, and their side menus, per IP per minute (each its own count): a search costs the most of any public call. */
  searchRatePerMinute: number;
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
  /** False, or the addresses of the proxies in front of the API: only they are believed about X-Forwarded-For. */
  trustProxy: false | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  brand: Brand;
  seedProducts: number;
  answerCacheMs: number;
  /** How old the catalogue index's last look at the change log may be when a listing is answered (decision 0062). */
  catalogueIndexFreshMs: number;
  /** Checkout: delivery fee, free delivery from, COD ceiling (satang) and the unpaid order's payment window. */
  checkout: { deliveryFee: number; freeDeliveryFrom: number; codMax: number; paymentMinutes: number };
  /** Days after delivery before the system completes an order the shopper has not confirmed. */
  orderAutoCompleteDays: number;
  membership: MembershipSettings;
  /** Days a cashback credit stays spendable after it was earned. */
  cashbackValidDays: number;
  /** How often the job runner looks for due jobs, ms. */
  jobPollMs: number;
  jobHeartbeatMs: number | undefined;
  /** GET /dev/outbox, for loopback callers only; never with NODE_ENV=production. */
  devOutboxHttp: boolean;
  refreshGraceSeconds: number;
  /** Null: media kept in memory (tests). */
  mediaDir: string | null;
  /** Recorded product and live-show clips, served under /media/videos/. */
  videoDir: string;
  /** ffprobe reads uploaded review videos, ffmpeg converts them. */
  videoTools: VideoTools;
  /** Social sign-in providers whose client id is configured. */
  socialProviders: SocialProviderSettings[];
  payments: PaymentSettings;
}

/** The tiers' rules, lowest tier first, and the birthday coupon's code (null: none is given). */
export interface MembershipSettings {
  tiers: TierRule[];
  birthdayCouponCode: string | null;
}

/** The payment gateway and this shop's side of it (decision 0019). */
export interface PaymentSettings {
  gatewayUrl: string;
  /** The gateway's origin as browsers reach it: Do Payment is posted there. */
  gatewayPublicUrl: string;
  merchantId: string;
  merchantSecret: string;
  gatewayTimeoutMs: number;
  /** The gateway is the sandbox, whose simulator (/sandbox) pays slips and QR codes: the payment pages point to it. */
  sandbox: boolean;
  /** backendReturnUrl of every payment token. */
  notifyUrl: string;
  /** The shop's web origins (WEB_ORIGIN): the shopper returns from the gateway to the one they paid from when it is listed, else the first. */
  webOrigins: string[];
  reconcileAfterSeconds: number;
  reconcileEverySeconds: number;
}

/**
 * The largest catalogue seeded into the embedded database: PGlite runs in the API's own process and memory (100,000
 * products took 2.7 GB to seed there), a larger one is for a PostgreSQL server.
 */
export const EMBEDDED_SEED_PRODUCTS = 100_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  // The embedded database is a directory one process holds: a second would open it beside the first.
  if (vars.API_PROCESSES > 1 && !vars.DATABASE_URL)
    throw new Error('Invalid environment: API_PROCESSES above 1 needs DATABASE_URL (a PostgreSQL server)');
  if (vars.SEED_PRODUCTS > EMBEDDED_SEED_PRODUCTS && !vars.DATABASE_URL)
    throw new Error(
      `Invalid environment: SEED_PRODUCTS above ${EMBEDDED_SEED_PRODUCTS.toLocaleString('en')} needs DATABASE_URL (a PostgreSQL server): ` +
        'the embedded database holds its catalogue in the API process',
    );
  const dataDir = isAbsolute(vars.DATA_DIR) ? vars.DATA_DIR : resolve(REPO_ROOT, vars.DATA_DIR);
  return {
    port: vars.API_PORT,
    host: vars.API_HOST,
    publicUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${vars.API_PORT}`).replace(/\/+$/, ''),
    webOrigins: vars.WEB_ORIGIN,
    appId: vars.APP_ID,
    appKey: vars.APP_KEY,
    jwtSecret: vars.JWT_SECRET ?? persistedSecret(dataDir),
    ownerBootstrapKey: vars.OWNER_BOOTSTRAP_KEY ?? persistedSecret(dataDir, 'owner-bootstrap-key'),
    dataDir,
    databaseUrl: vars.DATABASE_URL || undefined,
    processes: vars.API_PROCESSES,
    redisUrl: vars.REDIS_URL || undefined,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    guestIdleDays: vars.GUEST_IDLE_DAYS,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    searchRatePerMinute: vars.SEARCH_RATE_PER_MINUTE,
    rendererKey: vars.RENDERER_KEY || undefined,
    guestLoginRatePerMinute: vars.GUEST_LOGIN_RATE_PER_MINUTE,
    authAttemptsPerMinute: vars.AUTH_ATTEMPTS_PER_MINUTE,
    otpPerPhonePerHour: vars.OTP_PER_PHONE_PER_HOUR,
    otpPerIpPerHour: vars.OTP_PER_IP_PER_HOUR,
    trustProxy: vars.TRUST_PROXY,
    refreshGraceSeconds: vars.REFRESH_GRACE_SECONDS,
    logLevel: vars.LOG_LEVEL,
    brand: vars.BRAND,
    seedProducts: vars.SEED_PRODUCTS,
    answerCacheMs: vars.ANSWER_CACHE_MS,
    catalogueIndexFreshMs: vars.CATALOGUE_INDEX_FRESH_MS,
    checkout: {
      deliveryFee: vars.DELIVERY_FEE,
      freeDeliveryFrom: vars.FREE_DELIVERY_FROM,
      codMax: vars.COD_MAX,
      paymentMinutes: vars.ORDER_PAYMENT_MINUTES,
    },
    orderAutoCompleteDays: vars.ORDER_AUTO_COMPLETE_DAYS,
    membership: membershipSettings(vars),
    cashbackValidDays: vars.CASHBACK_VALID_DAYS,
    jobPollMs: vars.JOB_POLL_MS,
    jobHeartbeatMs: vars.JOB_HEARTBEAT_MS,
    devOutboxHttp: devOutboxHttp(vars.DEV_OUTBOX, vars.NODE_ENV),
    mediaDir: vars.MEDIA_DIR ? resolve(REPO_ROOT, vars.MEDIA_DIR) : join(dataDir, 'media'),
    videoDir: SEED_VIDEO_DIR,
    videoTools: videoTools({ ffmpeg: vars.FFMPEG_PATH, ffprobe: vars.FFPROBE_PATH }),
    socialProviders: socialProvidersFromEnv(env),
    payments: {
      gatewayUrl: vars.GATEWAY_URL.replace(/\/+$/, ''),
      gatewayPublicUrl: vars.GATEWAY_PUBLIC_URL.replace(/\/+$/, ''),
      merchantId: vars.GATEWAY_MERCHANT_ID,
      merchantSecret: vars.GATEWAY_MERCHANT_SECRET ?? persistedSecret(dataDir, 'gateway-merchant-secret'),
      gatewayTimeoutMs: vars.GATEWAY_TIMEOUT_MS,
      sandbox: vars.GATEWAY_SANDBOX === 'true',
      notifyUrl: vars.PAYMENT_NOTIFY_URL ?? `http://127.0.0.1:${vars.API_PORT}/payments/2c2p/notify`,
      webOrigins: vars.WEB_ORIGIN,
      reconcileAfterSeconds: vars.PAYMENT_RECONCILE_AFTER_SECONDS,
      reconcileEverySeconds: vars.PAYMENT_RECONCILE_EVERY_SECONDS,
    },
  };
}

function membershipSettings(vars: z.infer<typeof envSchema>): MembershipSettings {
  if (vars.MEMBERSHIP_VIP_FROM <= vars.MEMBERSHIP_GOLD_FROM)
    throw new Error('Invalid environment: MEMBERSHIP_VIP_FROM must be above MEMBERSHIP_GOLD_FROM');
  const minSpend = { REGULAR: 0, GOLD: vars.MEMBERSHIP_GOLD_FROM, VIP: vars.MEMBERSHIP_VIP_FROM };
  return {
    tiers: MEMBERSHIP_TIERS.map((tier, index) => ({
      tier,
      minSpend: minSpend[tier],
      cashbackRate: Math.round((vars.MEMBERSHIP_CASHBACK_PERCENT[index] ?? 0) * 100),
      freeDeliveryFrom: vars.MEMBERSHIP_FREE_DELIVERY_FROM[index] ?? 0,
    })),
    birthdayCouponCode: vars.BIRTHDAY_COUPON_CODE || null,
  };
}

/**
 * TRUST_PROXY: the addresses of the proxies in front of the API, comma-separated (CIDR ranges and proxy-addr's names
 * such as `loopback` or `uniquelocal` allowed). Never `true`: that believes the left-most X-Forwarded-For, which the
 * client writes itself. Not a hop count either: Fastify 5.12 trusts no hop for a number (it cannot tell a proxy from
 * a client that connects directly), so a count would silently take every request from the proxy's address.
 */
function trustedProxies(setting: string, context: z.RefinementCtx): false | string[] {
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true' || /^\d+$/.test(setting)) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY takes the addresses of the proxies in front of the API (e.g. 10.0.0.0/8,loopback), not "${setting}"`,
    });
    return z.NEVER;
  }
  return setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The HTTP reader of the outbox hands out sign-in codes: refused outright in production. */
function devOutboxHttp(setting: 'off' | 'http', nodeEnv: string): boolean {
  if (setting === 'http' && nodeEnv === 'production')
    throw new Error('Invalid environment: DEV_OUTBOX=http is for tests and local development, not NODE_ENV=production');
  return setting === 'http';
}

/** A secret made once and kept under DATA_DIR, so access tokens stay valid across restarts without setup. */
export function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
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
