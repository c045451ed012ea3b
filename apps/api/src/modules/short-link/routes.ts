import { shortenBody, shortLink, shortLinkParams, shortLinkRedirect } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { followShortLink, shortenUrl, type ShortLinkSettings } from './service.ts';

export const shortLinkRoutes: FastifyPluginAsyncZod<ShortLinkSettings> = async (app, settings) => {
  app.post(
    '/url-shortener',
    {
      schema: { tags: ['short-link'], summary: 'Shorten a link to this shop', body: shortenBody, response: { 200: envelopeOf(shortLink) } },
    },
    async (request) => ok(await shortenUrl(app.db, request.body.url, settings)),
  );

  app.get(
    '/s/:code',
    {
      // Shared links are opened by browsers directly, so this one is not signed.
      config: { signed: false },
      schema: {
        tags: ['short-link'],
        summary: 'Redirect to the shortened shop URL',
        params: shortLinkParams,
        response: { 302: shortLinkRedirect },
      },
    },
    async (request, reply) => reply.redirect(await followShortLink(app.db, request.params.code, settings.webOrigins[0] ?? ''), 302),
  );
};
