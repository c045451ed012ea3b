import type { SocialAuthorize, SocialCallback, SocialSignIn } from '@talad/contract';
import { normalizeThaiPhone, type SocialSignInProvider } from '@talad/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { customers, oauthStates, socialIdentities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { secondsAfter } from '../../platform/clock.ts';
import type { Caller, IdentityDeps } from './context.ts';
import {
  authorizeUrl,
  exchangeCode,
  fetchUserinfo,
  profileFrom,
  randomToken,
  verifyIdToken,
  type ProviderProfile,
} from './oauth-client.ts';
import type { SocialProviderConfig } from './social-providers.ts';
import { signIn } from './sign-in.ts';
import { issueTicket } from './tickets.ts';

const STATE_SECONDS = 10 * 60;
const SOCIAL_REGISTER_SECONDS = 30 * 60;

export interface SocialDeps extends IdentityDeps {
  providers: SocialProviderConfig[];
  /** The shop's origins: the only places a provider may send the shopper back to. */
  webOrigins: string[];
}

export function configuredProvider(deps: SocialDeps, provider: string): SocialProviderConfig {
  const config = deps.providers.find((candidate) => candidate.provider === provider);
  if (!config) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return config;
}

export async function startSocialLogin(deps: SocialDeps, providerKey: string, redirectUri: string): Promise<SocialAuthorize> {
  const provider = configuredProvider(deps, providerKey);
  const origin = URL.canParse(redirectUri) ? new URL(redirectUri).origin : null;
  if (!origin || !deps.webOrigins.includes(origin)) throw new AppError('REDIRECT_NOT_ALLOWED');
  const state = randomToken();
  const nonce = randomToken();
  const codeVerifier = provider.pkce ? randomToken() : null;
  await deps.db
    .insert(oauthStates)
    .values({ state, provider: provider.provider, nonce, codeVerifier, redirectUri, expiresAt: secondsAfter(deps.clock, STATE_SECONDS) });
  return { authorize_url: authorizeUrl(provider, { state, nonce, redirectUri, codeVerifier }), state };
}

/** A state is good once, for its provider, within 10 minutes: a replayed or forged callback goes nowhere. */
async function takeState(deps: SocialDeps, provider: SocialSignInProvider, state: string) {
  const [taken] = await deps.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, deps.clock())))
    .returning();
  if (!taken) throw new AppError('SOCIAL_STATE_INVALID');
  return taken;
}

async function providerProfile(
  provider: SocialProviderConfig,
  code: string,
  state: { redirectUri: string; codeVerifier: string | null; nonce: string },
) {
  const tokens = await exchangeCode(provider, code, state.redirectUri, state.codeVerifier);
  const idClaims = tokens.id_token ? await verifyIdToken(provider, tokens.id_token, state.nonce) : {};
  if (provider.issuer && !tokens.id_token) throw new AppError('SOCIAL_LOGIN_FAILED');
  const userinfo = tokens.access_token ? await fetchUserinfo(provider, tokens.access_token) : {};
  // The id_token's subject is authoritative; userinfo only fills in the profile.
  return profileFrom(provider, { ...userinfo, ...idClaims });
}

/** Linked before, or the same verified e-mail or phone as a member: that member. */
async function existingMember(deps: SocialDeps, provider: SocialSignInProvider, profile: ProviderProfile) {
  const [linked] = await deps.db
    .select({ id: socialIdentities.customerId })
    .from(socialIdentities)
    .innerJoin(customers, eq(customers.id, socialIdentities.customerId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject), isNull(customers.deletedAt)));
  if (linked) return { id: linked.id, link: false };
  const phone = profile.phoneVerified && profile.phone ? normalizeThaiPhone(profile.phone) : null;
  for (const [column, value] of [
    [customers.email, profile.emailVerified ? profile.email : null],
    [customers.phone, phone],
  ] as const) {
    if (!value) continue;
    const [member] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(column, value), eq(customers.role, 'user'), isNull(customers.deletedAt)));
    if (member) return { id: member.id, link: true };
  }
  return null;
}

export async function finishSocialLogin(
  deps: SocialDeps,
  caller: Caller,
  providerKey: string,
  callback: SocialCallback,
): Promise<SocialSignIn> {
  const provider = configuredProvider(deps, providerKey);
  const state = await takeState(deps, provider.provider, callback.state);
  const profile = await providerProfile(provider, callback.code, state);
  const member = await existingMember(deps, provider.provider, profile);
  if (member) {
    const session = await signIn(deps, caller, async (tx) => {
      if (member.link)
        await tx
          .insert(socialIdentities)
          .values({ provider: provider.provider, subject: profile.subject, customerId: member.id, email: profile.email })
          .onConflictDoNothing();
      return member.id;
    });
    return { status: 'signed_in', session };
  }
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  const socialToken = await issueTicket(deps, 'social-register', SOCIAL_REGISTER_SECONDS, {
    payload: { provider: provider.provider, subject: profile.subject, email: verifiedEmail, displayName: profile.displayName },
  });
  return {
    status: 'register',
    social_token: socialToken,
    socialLogin: {
      userId: profile.subject,
      email: verifiedEmail,
      image: profile.image,
      firstname: profile.firstname,
      lastname: profile.lastname,
      displayName: profile.displayName,
      type: provider.provider,
    },
  };
}
