import {
  socialAuthorize,
  socialAuthorizeBody,
  socialCallback,
  socialProviderInfo,
  socialProviderParams,
  socialSignIn,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import type { SocialProviderSettings } from '../../platform/social-sign-in-settings.ts';
import { callerOf, identityDeps } from './caller.ts';
import type { IdentitySettings } from './context.ts';
import { socialProviders } from './social-providers.ts';
import { finishSocialLogin, startSocialLogin, type SocialDeps } from './social-sign-in.ts';

export interface SocialRouteOptions extends IdentitySettings {
  socialProviders: SocialProviderSettings[];
  webOrigins: string[];
  attemptsPerMinute: number;
}

/** Social sign-in as an OAuth 2.0 / OpenID Connect code flow; the browser goes to the provider and back to the shop. */
export const socialRoutes: FastifyPluginAsyncZod<SocialRouteOptions> = async (app, options) => {
  const deps: SocialDeps = {
    ...identityDeps(app, options),
    providers: socialProviders(options.socialProviders),
    webOrigins: options.webOrigins,
  };
  const tags = ['auth'];
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/auth/social/providers',
    { schema: { tags, summary: 'Providers offered (client id configured)', response: { 200: envelopeOf(z.array(socialProviderInfo)) } } },
    async () => ok(deps.providers.map(({ provider, name, clientId }) => ({ provider, name, client_id: clientId }))),
  );

  app.post(
    '/auth/social/:provider/authorize',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Where to send the browser: state, nonce and PKCE kept here',
        params: socialProviderParams,
        body: socialAuthorizeBody,
        response: { 200: envelopeOf(socialAuthorize) },
      },
    },
    async (request) => ok(await startSocialLogin(deps, request.params.provider, request.body.redirect_uri)),
  );

  app.post(
    '/auth/social/:provider/callback',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Finish: sign in, link by verified e-mail/phone, or start registration prefilled',
        params: socialProviderParams,
        body: socialCallback,
        response: { 200: envelopeOf(socialSignIn) },
      },
    },
    async (request) => ok(await finishSocialLogin(deps, await callerOf(request), request.params.provider, request.body)),
  );
};
