import {
  aboutPageRef,
  blogPost,
  blogPostPage,
  blogPostsQuery,
  contentPage,
  contentPageParams,
  contentPageQuery,
  customPageParams,
  faqGroup,
  liveStream,
  liveStreams,
  menu,
  popups,
  productPageQuery,
  seo,
  seoQuery,
  slugParams,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../../platform/prepared-answer.ts';
import { AppError } from '../../platform/app-error.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { aboutPages, findContentPage, previewCode } from './pages.ts';
import { blogPreviewSubject } from './subjects.ts';
import { livePopups, navigationMenu, seoFor } from './service.ts';
import { blogPage, findBlogPost, faqGroups, findLiveStream, liveStreamSets } from './stories.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ answerCacheMs: number; previews: PreviewTokens }> = async (app, options) => {
  const tags = ['content'];
  // The menu changes only when the shop edits it; every page asks for it. Kept as envelope bytes, checked against
  // the response schema once when computed rather than on every answer. Emptied with the catalogue's caches when
  // staff change content (decision 0054), on every process.
  const menus = app.catalogueCaches.add(answerCache<PreparedAnswer>({ ttlMs: options.answerCacheMs * 12, maxEntries: 4 }));
  // Content pages of a kind (home every visit): a scheduled block shows within the cache's time of its own.
  // Aged by the API's clock, the clock the blocks' times are read by.
  const pages = app.catalogueCaches.add(
    answerCache<PreparedAnswer>({ ttlMs: options.answerCacheMs, maxEntries: 200, now: () => app.clock().getTime() }),
  );
  const menuAnswer = envelopeOf(menu);
  app.get('/menu', { schema: { tags, summary: 'The navigation menu', response: { 200: menuAnswer } } }, async (request, reply) =>
    sendPrepared(
      reply,
      await menus.get(request.locale, async () => prepareAnswer(await navigationMenu(app.db, request.locale), menuAnswer)),
    ),
  );

  app.get('/popups', { schema: { tags, summary: 'Home-page popups live now', response: { 200: envelopeOf(popups) } } }, async (request) =>
    ok(await livePopups(app.db, request.locale)),
  );

  app.get(
    '/seo',
    {
      schema: {
        tags,
        summary: 'SEO texts of a page kind, optionally for one key',
        querystring: seoQuery,
        response: { 200: envelopeOf(seo) },
      },
    },
    async (request) => ok(await seoFor(app.db, request.query.type, request.query.key, request.locale)),
  );

  const pageAnswer = envelopeOf(contentPage);
  const page = { 200: pageAnswer };
  app.get(
    '/content-pages/:kind',
    {
      schema: {
        tags,
        summary:
          'A content page of a kind (spec §2), optionally one keyed page of it, with its published blocks; with ?preview= ' +
          '(403 CONTENT_PREVIEW_INVALID) its drafts too, answered private and never kept',
        params: contentPageParams,
        querystring: contentPageQuery,
        response: page,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { key, preview } = request.query;
      if (preview !== undefined) {
        if (!options.previews.opens(preview, previewCode(kind, key))) throw new AppError('CONTENT_PREVIEW_INVALID');
        reply.header('cache-control', 'private, no-store');
        return ok(await findContentPage(app.db, kind, key ?? null, request.locale, { now: app.clock(), preview: true }));
      }
      const answer = await pages.get(`${kind} ${key ?? ''} ${request.locale}`, async () =>
        prepareAnswer(await findContentPage(app.db, kind, key ?? null, request.locale, { now: app.clock(), preview: false }), pageAnswer),
      );
      return sendPrepared(reply, answer);
    },
  );

  app.get(
    '/custom-page/:name',
    {
      schema: {
        tags,
        summary:
          'A published custom page by its (URL-encoded) name; with ?preview= (a link the back office made, 403 ' +
          'CONTENT_PREVIEW_INVALID) a draft or scheduled one, answered private and never kept',
        params: customPageParams,
        querystring: productPageQuery,
        response: page,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { preview } = request.query;
      if (preview !== undefined) {
        if (!options.previews.opens(preview, previewCode('custom-page', name))) throw new AppError('CONTENT_PREVIEW_INVALID');
        reply.header('cache-control', 'private, no-store');
      }
      const reader = { now: app.clock(), preview: preview !== undefined };
      return ok(await findContentPage(app.db, 'custom-page', name, request.locale, reader));
    },
  );

  app.get(
    '/about-pages',
    { schema: { tags, summary: 'The about pages, for the about menu', response: { 200: envelopeOf(z.array(aboutPageRef)) } } },
    async (request) => ok(await aboutPages(app.db, request.locale)),
  );
  app.get(
    '/faq',
    { schema: { tags, summary: 'Frequently asked questions by group', response: { 200: envelopeOf(z.array(faqGroup)) } } },
    async (request) => ok(await faqGroups(app.db, request.locale)),
  );

  app.get(
    '/blog/posts',
    { schema: { tags, summary: 'Blog posts, newest first', querystring: blogPostsQuery, response: { 200: envelopeOf(blogPostPage) } } },
    async (request) => ok(await blogPage(app.db, request.query, request.locale)),
  );
  app.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'One published blog post; with ?preview= (a link the back office made) a draft or scheduled one, uncached',
        params: slugParams,
        querystring: productPageQuery,
        response: { 200: envelopeOf(blogPost) },
      },
    },
    async (request, reply) => {
      const token = request.query.preview;
      if (token === undefined) return ok(await findBlogPost(app.db, request.params.slug, request.locale));
      reply.header('cache-control', 'private, no-store');
      const opens = (post: { id: number }) => options.previews.opens(token, blogPreviewSubject(post.id));
      return ok(await findBlogPost(app.db, request.params.slug, request.locale, opens));
    },
  );
  app.get(
    '/live-streams',
    { schema: { tags, summary: 'Live now, upcoming schedule and replays', response: { 200: envelopeOf(liveStreams) } } },
    async (request) => ok(await liveStreamSets(app.db, request.locale, app.clock())),
  );
  app.get(
    '/live-streams/:slug',
    { schema: { tags, summary: 'One live stream', params: slugParams, response: { 200: envelopeOf(liveStream) } } },
    async (request) => ok(await findLiveStream(app.db, request.params.slug, request.locale, app.clock())),
  );
};
