import { cashbackAmount, myCashbackPage, myCashbackQuery } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { cashbackAmountOf, myCashback } from './history.ts';

export interface CashbackRouteOptions {
  /** CASHBACK_VALID_DAYS: when the credits without an end of their own stop being spendable. */
  validDays: number;
}

/** The member's cashback (spec §7 users/me/my-cashback and /amount): members only. */
export const cashbackRoutes: FastifyPluginAsyncZod<CashbackRouteOptions> = async (app, { validDays }) => {
  const member = { preHandler: requireUser };
  const tags = ['cashback'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/me/my-cashback',
    {
      ...member,
      schema: {
        tags,
        security,
        summary:
          'The cashback ledger, newest first: earned (ORDER, PROMOTION, REVIEW), spent (BURN) and EXPIRED, each COMPLETE or CANCELED',
        querystring: myCashbackQuery,
        response: { 200: envelopeOf(myCashbackPage) },
      },
    },
    async (request) => ok(await myCashback(app.db, guardedCustomer(request).id, request.query.page, request.query.size, validDays)),
  );

  app.get(
    '/users/me/my-cashback/amount',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'The cashback balance (the sum of the ledger) and what expires next, when',
        response: { 200: envelopeOf(cashbackAmount) },
      },
    },
    async (request) => ok(await cashbackAmountOf(app.db, guardedCustomer(request).id, validDays)),
  );
};
