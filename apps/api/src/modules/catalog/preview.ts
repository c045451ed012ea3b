import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link opens a draft's page: long enough to look, short enough that a forwarded link dies soon. */
export const PREVIEW_TTL_SECONDS = 30 * 60;

export interface PreviewTokens {
  /** A token that shows this product's page, draft or not, until `expiresAt`. */
  issue(code: string): { token: string; expiresAt: Date };
  /** Whether `token` was issued for this product and has not expired. */
  opens(token: string, code: string): boolean;
}

/**
 * Preview links of drafts (decision 0048): `<expiry seconds>.<HMAC-SHA256 of code and expiry>`, keyed by a key derived
 * from the API's secret for this use alone (`use`: products, or content pages, decision 0054), so a token of one use
 * opens nothing of another. Stateless, so any API process checks a link another issued; nothing is stored, and a link
 * cannot be revoked before it expires (30 minutes) — it opens one page, read-only.
 */
export function previewTokens(secret: string, now: () => Date, use: 'product' | 'content page' = 'product'): PreviewTokens {
  const key = createHmac('sha256', secret).update(`talad ${use} preview`).digest();
  const mac = (code: string, expires: number) => createHmac('sha256', key).update(`${code}.${expires}`).digest('base64url');
  return {
    issue(code) {
      const expires = Math.floor(now().getTime() / 1000) + PREVIEW_TTL_SECONDS;
      return { token: `${expires}.${mac(code, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    opens(token, code) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now().getTime()) return false;
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(mac(code, expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
