import { createHmac } from 'node:crypto';
import type { AccountMenuItem, CookieChoices, CookieConsent } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountMenuItems, cookieConsents } from '../../db/schema/index.ts';

export interface ConsentContext {
  customerId: string;
  ip: string;
  userAgent: string | undefined;
  /** Keys the IP hash so it cannot be reversed by hashing all addresses. */
  hashKey: string;
}

export async function recordCookieConsent(db: Database, choice: CookieChoices, context: ConsentContext): Promise<CookieConsent> {
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

export async function accountMenu(db: Database, locale: Locale): Promise<AccountMenuItem[]> {
  const rows = await db.select().from(accountMenuItems).orderBy(asc(accountMenuItems.position));
  return rows.map((row) => ({ key: row.key, path: row.path, icon: row.icon, label: pickText(row.label, locale), position: row.position }));
}
