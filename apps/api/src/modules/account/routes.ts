import { accountMenuItem, cookieChoices, cookieConsent } from '@talad/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieConsents } from '../../db/schema/index.ts';
import '../../platform/app-services.ts';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { accountMenu, recordCookieConsent } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ ipHashKey: string }> = async (app, options) => {
  // A guest's cookie choices become the member's when the guest signs in.
  app.guestMerges.register('cookie-consents', async (tx, { guestId, memberId }) => {
    await tx.update(cookieConsents).set({ customerId: memberId }).where(eq(cookieConsents.customerId, guestId));
  });

  app.post(
    '/users/cookie-consent',
    {
      preHandler: requireGuestOrUser,
      schema: {
        tags: ['account'],
        summary: 'Record the cookie choices of the current shopper',
        security: [{ bearer: [] }],
        body: cookieChoices,
        response: { 200: envelopeOf(cookieConsent) },
      },
    },
    async (request) => {
      const context = {
        customerId: guardedCustomer(request).id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        hashKey: options.ipHashKey,
      };
      return ok(await recordCookieConsent(app.db, request.body, context));
    },
  );

  app.get(
    '/masters/account-menu',
    {
      schema: { tags: ['account'], summary: 'The side menu of the account pages', response: { 200: envelopeOf(z.array(accountMenuItem)) } },
    },
    async (request) => ok(await accountMenu(app.db, request.locale)),
  );
};
