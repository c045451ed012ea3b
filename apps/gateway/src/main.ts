import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildGateway } from './app.ts';

/** DATA_DIR and the gateway's data directory are taken from the repository root, as the API takes them. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where `npm start` keeps the merchant secret it generated (scripts/start.mjs), beside the API's own secrets. */
const SECRET_FILE = 'gateway-merchant-secret';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean),
);

const env = z
  .object({
    GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
    /** Loopback unless a deployment says otherwise, like the API (decision 0016). */
    GATEWAY_HOST: z.string().default('localhost'),
    GATEWAY_PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    GATEWAY_DATA_DIR: z.string().optional(),
    GATEWAY_MERCHANT_ID: z.string().min(1).max(50).default('TALAD'),
    GATEWAY_MERCHANT_NAME: z.string().min(1).max(100).default('Talad'),
    GATEWAY_MERCHANT_SECRET: z.string().min(32, 'GATEWAY_MERCHANT_SECRET must be at least 32 characters').optional(),
    GATEWAY_ALLOWED_ORIGINS: commaList.default(['http://localhost:3000']),
    GATEWAY_PROMPTPAY_ID: z
      .string()
      .regex(/^\d{10}$|^\d{13}$|^\d{15}$/, 'a phone (10 digits), tax id (13) or e-wallet id (15)')
      .default('0105566000001'),
    GATEWAY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .safeParse(process.env);
if (!env.success) throw new Error(`Invalid environment: ${z.prettifyError(env.error)}`);
const vars = env.data;

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));
const dataDir = fromRoot(vars.DATA_DIR);
const secretFile = join(dataDir, SECRET_FILE);
const secret = vars.GATEWAY_MERCHANT_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : undefined);
if (!secret)
  throw new Error(
    `Set GATEWAY_MERCHANT_SECRET (at least 32 characters), or start the shop with npm start, which keeps one in ${secretFile}`,
  );

const gateway = await buildGateway({
  merchants: [
    { merchantID: vars.GATEWAY_MERCHANT_ID, name: vars.GATEWAY_MERCHANT_NAME, secret, allowedOrigins: vars.GATEWAY_ALLOWED_ORIGINS },
  ],
  store: { dataDir: fromRoot(vars.GATEWAY_DATA_DIR ?? join(dataDir, 'gateway')) },
  publicUrl: vars.GATEWAY_PUBLIC_URL ?? `http://localhost:${vars.GATEWAY_PORT}`,
  promptPayId: vars.GATEWAY_PROMPTPAY_ID,
  logger: { level: vars.GATEWAY_LOG_LEVEL },
});
await gateway.listen({ port: vars.GATEWAY_PORT, host: vars.GATEWAY_HOST });
console.log(`Payment gateway (sandbox) listening on ${gateway.publicUrl()} — simulator: ${gateway.publicUrl()}/sandbox`);

async function shutDown() {
  await gateway.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown());
process.once('SIGTERM', () => void shutDown());
