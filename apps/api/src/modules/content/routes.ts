import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { menu, popupSet, seoPage, seoQuery } from './schema.ts';
import { livePopups, navigationMenu, seoFor } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menu',
    { schema: { tags: ['content'], summary: 'The navigation menu', response: { 200: envelopeOf(menu) } } },
    async (request) => ok(await navigationMenu(app.db, request.locale)),
  );

  app.get(
    '/popups',
    { schema: { tags: ['content'], summary: 'Home-page popups live now', response: { 200: envelopeOf(popupSet) } } },
    async (request) => ok(await livePopups(app.db, request.locale)),
  );

  app.get(
    '/seo',
    { schema: { tags: ['content'], summary: 'SEO texts of a page kind, optionally for one key', querystring: seoQuery, response: { 200: envelopeOf(seoPage) } } },
    async (request) => ok(await seoFor(app.db, request.query.type, request.query.key, request.locale)),
  );
};
