import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../../platform/prepared-answer.ts';
import { CONTENT_PAGE_KINDS } from '@talad/domain';
import { z } from 'zod';
import { pagingQuery, slugParams } from '../catalog/schema.ts';
import { aboutPages, contentPage } from './pages.ts';
import { menu, popupSet, seoPage, seoQuery } from './schema.ts';
import { livePopups, navigationMenu, seoFor } from './service.ts';
import { blogPage, blogPost, faqGroups, liveStream, liveStreamSets } from './stories.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ answerCacheMs: number }> = async (app, options) => {
  // The menu changes only when the shop edits it; every page asks for it. Kept as envelope bytes, checked against
  // the response schema once when computed rather than on every answer.
  const menus = answerCache<PreparedAnswer>({ ttlMs: options.answerCacheMs * 12, maxEntries: 4 });
  const menuAnswer = envelopeOf(menu);
  app.get(
    '/menu',
    { schema: { tags: ['content'], summary: 'The navigation menu', response: { 200: menuAnswer } } },
    async (request, reply) => sendPrepared(reply, await menus.get(request.locale, async () => prepareAnswer(await navigationMenu(app.db, request.locale), menuAnswer))),
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

  app.get(
    '/content-pages/:kind',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page of a kind (spec §2), optionally one keyed page of it, with its blocks',
        params: z.object({ kind: z.enum(CONTENT_PAGE_KINDS) }),
        querystring: z.object({ key: z.string().min(1).max(200).optional() }),
      },
    },
    async (request) => ok(await contentPage(app.db, request.params.kind, request.query.key ?? null, request.locale)),
  );

  app.get(
    '/custom-page/:name',
    { schema: { tags: ['content'], summary: 'A custom page by its (URL-encoded) name', params: z.object({ name: z.string().min(1).max(200) }) } },
    async (request) => ok(await contentPage(app.db, 'custom-page', request.params.name, request.locale)),
  );

  app.get('/about-pages', { schema: { tags: ['content'], summary: 'The about pages, for the about menu' } }, async (request) => ok(await aboutPages(app.db, request.locale)));
  app.get('/faq', { schema: { tags: ['content'], summary: 'Frequently asked questions by group' } }, async (request) => ok(await faqGroups(app.db, request.locale)));

  app.get(
    '/blog/posts',
    { schema: { tags: ['content'], summary: 'Blog posts, newest first', querystring: z.object({ ...pagingQuery, size: pagingQuery.size.default(12), tag: z.string().min(1).max(50).optional() }) } },
    async (request) => ok(await blogPage(app.db, request.query, request.locale)),
  );
  app.get('/blog/posts/:slug', { schema: { tags: ['content'], summary: 'One blog post', params: slugParams } }, async (request) => ok(await blogPost(app.db, request.params.slug, request.locale)));
  app.get('/live-streams', { schema: { tags: ['content'], summary: 'Live now, upcoming schedule and replays' } }, async (request) => ok(await liveStreamSets(app.db, request.locale)));
  app.get('/live-streams/:slug', { schema: { tags: ['content'], summary: 'One live stream', params: slugParams } }, async (request) => ok(await liveStream(app.db, request.params.slug, request.locale)));
};
