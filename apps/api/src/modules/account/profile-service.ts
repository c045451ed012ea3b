import type { PdpaConsent, ProfileFields, UserProfile } from '@talad/contract';
import { SOCIAL_SIGN_IN_PROVIDERS, type Locale } from '@talad/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, pdpaConsents, socialIdentities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { membershipProgress } from '../membership/index.ts';

const NO_CONSENT: PdpaConsent = { is_marketing_accepted: false, is_personalization_accepted: false, is_third_party_accepted: false };

export interface ProfileView {
  locale: Locale;
  /** Public base of the API, where /media/{key} serves uploaded photos. */
  mediaBaseUrl: string;
}

export async function latestPdpa(db: Database, customerId: string): Promise<PdpaConsent> {
  const [latest] = await db
    .select()
    .from(pdpaConsents)
    .where(eq(pdpaConsents.customerId, customerId))
    .orderBy(desc(pdpaConsents.id))
    .limit(1);
  if (!latest) return NO_CONSENT;
  return {
    is_marketing_accepted: latest.isMarketingAccepted,
    is_personalization_accepted: latest.isPersonalizationAccepted,
    is_third_party_accepted: latest.isThirdPartyAccepted,
  };
}

export async function loadProfile(db: Database, customerId: string, view: ProfileView): Promise<UserProfile> {
  const [member] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!member) throw new AppError('SIGN_IN_REQUIRED');
  const linked = await db
    .select({ provider: socialIdentities.provider })
    .from(socialIdentities)
    .where(eq(socialIdentities.customerId, customerId));
  const membership = await membershipProgress(db, view.locale, member.yearlySpend);
  const social = Object.fromEntries(
    SOCIAL_SIGN_IN_PROVIDERS.map((provider) => [provider, linked.some((link) => link.provider === provider)]),
  ) as UserProfile['social'];
  return {
    user_id: member.id,
    firstname: member.firstname ?? '',
    lastname: member.lastname ?? '',
    display_name: member.displayName,
    phone: member.phone,
    email: member.email,
    image: member.imageKey ? `${view.mediaBaseUrl}/media/${member.imageKey}` : null,
    birthday: member.birthday,
    gender: member.gender,
    accept_policy_at: member.acceptPolicyAt?.toISOString() ?? null,
    pdpa: await latestPdpa(db, customerId),
    membership,
    social,
    created_at: member.createdAt.toISOString(),
  };
}

export async function updateProfile(db: Database, customerId: string, fields: ProfileFields | undefined) {
  const changes = {
    ...(fields?.firstname !== undefined ? { firstname: fields.firstname } : {}),
    ...(fields?.lastname !== undefined ? { lastname: fields.lastname } : {}),
    ...(fields?.display_name !== undefined ? { displayName: fields.display_name || null } : {}),
    ...(fields?.birthday !== undefined ? { birthday: fields.birthday } : {}),
    ...(fields?.gender !== undefined ? { gender: fields.gender } : {}),
  };
  if (Object.keys(changes).length === 0) throw new AppError('NO_PROFILE_PARAMETERS');
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

/** PDPA choices are kept as history; the newest row is the member's current choice. */
export async function recordPdpa(db: Database, customerId: string, consent: PdpaConsent): Promise<PdpaConsent> {
  await db.insert(pdpaConsents).values({
    customerId,
    isMarketingAccepted: consent.is_marketing_accepted,
    isPersonalizationAccepted: consent.is_personalization_accepted,
    isThirdPartyAccepted: consent.is_third_party_accepted,
  });
  return consent;
}
