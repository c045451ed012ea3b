import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { callerOf, identityDeps } from '../identity/caller.ts';
import type { SocialProviderConfig } from './providers.ts';
import * as schema from './schema.ts';
import { finishSocialLogin, startSocialLogin, type SocialDeps } from './service.ts';

export interface SocialRouteOptions {
  providers: SocialProviderConfig[];
  webOrigins: string[];
  refreshTokenTtlDays: number;
  secret: string;
  attemptsPerMinute: number;
}

/** Social sign-in as an OAuth 2.0 / OpenID Connect code flow; the browser goes to the provider and back to the shop. */
export const socialRoutes: FastifyPluginAsyncZod<SocialRouteOptions> = async (app, options) => {
  const deps: SocialDeps = { ...identityDeps(app, options), providers: options.providers, webOrigins: options.webOrigins };
  const tags = ['auth'];
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };

  app.get('/auth/social/providers', { schema: { tags, summary: 'Providers offered (client id configured)', response: { 200: envelopeOf(z.array(schema.providerInfo)) } } }, async () =>
    ok(options.providers.map((provider) => ({ provider: provider.provider, name: provider.name }))),
  );

  app.post(
    '/auth/social/:provider/authorize',
    { config: limited, schema: { tags, summary: 'Where to send the browser: state, nonce and PKCE kept here', params: schema.providerParams, body: schema.authorizeBody, response: { 200: envelopeOf(schema.socialAuthorize) } } },
    async (request) => ok(await startSocialLogin(deps, request.params.provider, request.body.redirect_uri)),
  );

  app.post(
    '/auth/social/:provider/callback',
    { config: limited, schema: { tags, summary: 'Finish: sign in, link by verified e-mail/phone, or start registration prefilled', params: schema.providerParams, body: schema.callbackBody, response: { 200: envelopeOf(schema.socialSignIn) } } },
    async (request) => ok(await finishSocialLogin(deps, await callerOf(request), request.params.provider, request.body)),
  );
};
