import { SOCIAL_SIGN_IN_PROVIDERS } from '@talad/domain';
import { z } from 'zod';
import { sessionRecord } from '../auth/schema.ts';

export const providerParams = z.object({ provider: z.enum(SOCIAL_SIGN_IN_PROVIDERS) });
export const authorizeBody = z.object({ redirect_uri: z.url().max(500) });
export const callbackBody = z.object({ code: z.string().min(1).max(2000), state: z.string().min(20).max(200) });
export const providerInfo = z.object({ provider: z.enum(SOCIAL_SIGN_IN_PROVIDERS), name: z.string() });
export const socialAuthorize = z.object({ authorize_url: z.string(), state: z.string() });

const nullableText = z.string().nullable();
export const socialSignIn = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionRecord }),
  z.object({
    status: z.literal('register'),
    social_token: z.string(),
    socialLogin: z.object({
      userId: z.string(),
      email: nullableText,
      image: nullableText,
      firstname: nullableText,
      lastname: nullableText,
      displayName: nullableText,
      type: z.enum(SOCIAL_SIGN_IN_PROVIDERS),
    }),
  }),
]);
