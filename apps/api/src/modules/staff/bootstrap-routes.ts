import { createHash, timingSafeEqual } from 'node:crypto';
import { staffEmail, staffLink } from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditContextOf, systemActor } from '../audit/index.ts';
import { staffDeps, type StaffSettings } from './context.ts';
import { ensureOwner } from './members.ts';

/** Compares digests, so neither the key's length nor its first wrong character shows in the time taken. */
function sameKey(given: string, wanted: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(wanted));
}

/**
 * The way in for a shop's first owner, and back in for an owner locked out (decision 0044): `npm run shop -- owner
 * <email>` with the server's owner bootstrap key (OWNER_BOOTSTRAP_KEY, or the one generated under DATA_DIR: whoever can
 * read the server's data directory could change its database anyway). The key opens this one route and nothing
 * else; the shop's /api never passes the bootstrap area (API_AREAS), and every other staff call is a person's token.
 */
export const ownerBootstrapRoutes: FastifyPluginAsyncZod<StaffSettings & { bootstrapKey: string }> = async (app, options) => {
  const deps = staffDeps(app, options);
  // Checked before the body is read: a caller without the key learns nothing from validation errors.
  const requireKey = async (request: FastifyRequest) => {
    const given = request.headers['x-owner-bootstrap-key'];
    if (typeof given !== 'string' || !sameKey(given, options.bootstrapKey)) throw new AppError('OWNER_BOOTSTRAP_KEY_INVALID');
  };

  app.post(
    '/bootstrap/owner',
    {
      config: { signed: false },
      onRequest: requireKey,
      schema: {
        tags: ['staff'],
        summary: 'Make or promote an owner and answer a one-time set-password link (npm run shop -- owner <email>)',
        security: [{ ownerBootstrapKey: [] }],
        body: z.object({ email: staffEmail }),
        response: { 200: envelopeOf(staffLink) },
      },
    },
    async (request) =>
      ok(await ensureOwner(deps, request.body.email, { actor: systemActor('shop-cli-owner'), context: auditContextOf(request) })),
  );
};
