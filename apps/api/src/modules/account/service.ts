import { createHmac } from 'node:crypto';
import { pickText, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accountMenuItems, cookieConsents } from '../../db/schema/index.ts';
import type { accountMenuItem, cookieConsent, cookieConsentBody } from './schema.ts';

export interface ConsentContext {
  customerId: string;
  ip: string;
  userAgent: string | undefined;
  /** Keys the IP hash so it cannot be reversed by hashing all addresses. */
  hashKey: string;
}

export async function recordCookieConsent(db: Database, choice: z.infer<typeof cookieConsentBody>, context: ConsentContext): Promise<z.infer<typeof cookieConsent>> {
  const [stored] = await db
    .insert(cookieConsents)
    .values({
      customerId: context.customerId,
      isAnalyticsAccepted: choice.is_analytics_accepted,
      isMarketingAccepted: choice.is_marketing_accepted,
      isGoogleAccepted: choice.is_google_accepted,
      ipHash: createHmac('sha256', `cookie-consent-ip:${context.hashKey}`).update(context.ip).digest('hex'),
      userAgent: context.userAgent?.slice(0, 500),
    })
    .returning({ createdAt: cookieConsents.createdAt });
  if (!stored) throw new Error('cookie consent was not stored');
  return { ...choice, accepted_at: stored.createdAt.toISOString() };
}

export async function accountMenu(db: Database, locale: Locale): Promise<z.infer<typeof accountMenuItem>[]> {
  const rows = await db.select().from(accountMenuItems).orderBy(asc(accountMenuItems.position));
  return rows.map((row) => ({ key: row.key, path: row.path, icon: row.icon, label: pickText(row.label, locale), position: row.position }));
}
