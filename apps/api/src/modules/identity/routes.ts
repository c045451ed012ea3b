import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoutes } from './dev-routes.ts';
import { sessionRoutes, type SessionRouteOptions } from './session-routes.ts';
import { signInRoutes, type SignInRouteOptions } from './sign-in-routes.ts';
import { socialRoutes, type SocialRouteOptions } from './social-routes.ts';

export interface IdentityRouteOptions extends SessionRouteOptions, SignInRouteOptions, SocialRouteOptions {
  /** GET /dev/outbox, where API and browser tests read codes on this machine (DEV_OUTBOX=http; decision 0016). */
  devOutboxHttp: boolean;
}

/** Every route of the identity module: sessions, sign-in and registration, social sign-in, and the dev outbox. */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(signInRoutes, options);
  await app.register(socialRoutes, options);
  if (options.devOutboxHttp) await app.register(devRoutes);
};
