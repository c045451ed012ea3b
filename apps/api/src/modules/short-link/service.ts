import { randomBytes } from 'node:crypto';
import type { ShortLink } from '@talad/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shortLinks } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 7;

/** 7 random base62 characters; bytes above 247 are dropped so every character is equally likely. */
function newCode(): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += BASE62[byte % 62];
    }
  }
  return code;
}

const PROBE_ORIGIN = 'https://shop.invalid';

/** The path (with query and hash) of a URL of this shop, or null for anything that leaves it. */
export function shopPath(url: string, webOrigins: string[]): string | null {
  if (url.includes('\\') || /\p{Cc}/u.test(url)) return null;
  try {
    const relative = url.startsWith('/') && !url.startsWith('//');
    const parsed = relative ? new URL(url, PROBE_ORIGIN) : new URL(url);
    const allowed = relative ? parsed.origin === PROBE_ORIGIN : webOrigins.includes(parsed.origin);
    return allowed ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

export interface ShortLinkSettings {
  webOrigins: string[];
  publicUrl: string;
}

/** The same shop URL always gets the same code. */
export async function shortenUrl(db: Database, url: string, settings: ShortLinkSettings): Promise<ShortLink> {
  const path = shopPath(url, settings.webOrigins);
  if (!path) throw new AppError('URL_NOT_ALLOWED');
  const code = await codeForPath(db, path);
  return { code, short_url: `${settings.publicUrl}/s/${code}`, url: `${settings.webOrigins[0]}${path}` };
}

async function codeForPath(db: Database, path: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(shortLinks)
      .values({ code: newCode(), path })
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    if (created) return created.code;
    const [existing] = await db.select({ code: shortLinks.code }).from(shortLinks).where(eq(shortLinks.path, path));
    if (existing) return existing.code;
    // Otherwise the random code was taken: draw again.
  }
  throw new Error('could not draw a free short-link code');
}

/** Counts the visit and answers where to send the shopper. */
export async function followShortLink(db: Database, code: string, webOrigin: string): Promise<string> {
  const [link] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1`, lastHitAt: sql`now()` })
    .where(eq(shortLinks.code, code))
    .returning({ path: shortLinks.path });
  if (!link) throw new AppError('SHORT_LINK_NOT_FOUND');
  return `${webOrigin}${link.path}`;
}
