import {
  adminBlogPost as adminBlogPostAnswer,
  adminContentParams,
  adminCustomPage as adminCustomPageAnswer,
  adminFaqEntry,
  adminLiveShow as adminLiveShowAnswer,
  blogPostCreateBody,
  blogPostEditBody,
  customPageCreateBody,
  customPageEditBody,
  faqEntryBody,
  faqEntryEditBody,
  faqMoveBody,
  liveShowCreateBody,
  liveShowEditBody,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { acceptFileBodies, fileBodyOf } from '../../platform/file-body.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { adminBlogPost, blogPostPreview, createBlogPost, editBlogPost, listBlogPosts, setBlogPostPublishing } from './blog-posts.ts';
import { COVER_MAX_BYTES, COVER_TYPES, setBlogCover } from './cover.ts';
import {
  adminCustomPage,
  createCustomPage,
  customPagePreview,
  editCustomPage,
  listCustomPages,
  setCustomPagePublishing,
} from './custom-pages.ts';
import { createFaqEntry, deleteFaqEntry, editFaqEntry, listFaqEntries, moveFaqEntry } from './faq.ts';
import { adminLiveShow, createLiveShow, editLiveShow, listLiveShows, setLiveShowPublishing } from './live-shows.ts';
import { authorOf as authorAt, writtenRoutes } from './written-routes.ts';

/**
 * Blog posts, custom pages, live shows (decisions 0055, 0060) and the FAQ written in the back office (issue #27 item 6),
 * content.write. Every change is
 * audited in its transaction; after it commits the catalogue's caches empty, which every API process and (with Redis)
 * every web process's page cache hear: shoppers see a publish on their next page.
 */
export const writingAdminRoutes: FastifyPluginAsyncZod<{ previews: PreviewTokens }> = async (app, options) => {
  acceptFileBodies(app, COVER_TYPES, COVER_MAX_BYTES, 'IMAGE_TOO_LARGE');
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const config = { permission: 'content.write' } as const;
  const changed = <T>(answer: T): T => {
    app.catalogueCaches.clear();
    return answer;
  };
  const authorOf = (request: Parameters<typeof authorAt>[1]) => authorAt(app, request);
  const params = adminContentParams;
  const post = { 200: envelopeOf(adminBlogPostAnswer) };

  writtenRoutes(app, {
    path: 'blog-posts',
    noun: 'blog post',
    answer: adminBlogPostAnswer,
    createBody: blogPostCreateBody,
    editBody: blogPostEditBody,
    list: listBlogPosts,
    one: adminBlogPost,
    create: createBlogPost,
    edit: editBlogPost,
    publishing: setBlogPostPublishing,
    preview: (db, id) => blogPostPreview(db, id, options.previews),
  });
  writtenRoutes(app, {
    path: 'custom-pages',
    noun: 'custom page (/p/{slug}: its text blocks, title and SEO texts)',
    answer: adminCustomPageAnswer,
    createBody: customPageCreateBody,
    editBody: customPageEditBody,
    list: listCustomPages,
    one: adminCustomPage,
    create: createCustomPage,
    edit: editCustomPage,
    publishing: setCustomPagePublishing,
    preview: (db, id) => customPagePreview(db, id, options.previews),
  });
  writtenRoutes(app, {
    path: 'live-shows',
    noun: 'live show (the live TV page’s streams; times in Bangkok’s offset)',
    answer: adminLiveShowAnswer,
    createBody: liveShowCreateBody,
    editBody: liveShowEditBody,
    list: listLiveShows,
    one: adminLiveShow,
    create: createLiveShow,
    edit: editLiveShow,
    publishing: setLiveShowPublishing,
  });

  app.post(
    '/admin/blog-posts/:id/cover',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'The cover picture: the body is the file itself (image/jpeg, image/png or image/webp, at most 5 MB), re-encoded as the ' +
          'shop’s photos are; 415 IMAGE_INVALID, 413 IMAGE_TOO_LARGE',
        consumes: [...COVER_TYPES],
        params,
        response: post,
      },
    },
    async (request) => {
      return ok(changed(await setBlogCover(app.db, app.media, request.params.id, fileBodyOf(request), authorOf(request))));
    },
  );

  const entries = { 200: envelopeOf(z.array(adminFaqEntry)) };
  app.get(
    '/admin/faq',
    { config, schema: { tags, security, summary: 'The FAQ’s entries in the shop’s order', response: entries } },
    async () => ok(await listFaqEntries(app.db)),
  );
  app.post(
    '/admin/faq',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A new question at the end of the FAQ',
        body: faqEntryBody,
        response: { 200: envelopeOf(adminFaqEntry) },
      },
    },
    async (request) => ok(changed(await createFaqEntry(app.db, request.body, authorOf(request)))),
  );
  app.patch(
    '/admin/faq/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Edit a question’s texts',
        params,
        body: faqEntryEditBody,
        response: { 200: envelopeOf(adminFaqEntry) },
      },
    },
    async (request) => ok(changed(await editFaqEntry(app.db, request.params.id, request.body, authorOf(request)))),
  );
  app.post(
    '/admin/faq/:id/move',
    { config, schema: { tags, security, summary: 'Move a question one place up or down', params, body: faqMoveBody, response: entries } },
    async (request) => ok(changed(await moveFaqEntry(app.db, request.params.id, request.body.direction, authorOf(request)))),
  );
  app.delete(
    '/admin/faq/:id',
    { config, schema: { tags, security, summary: 'Remove a question from the FAQ', params, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await deleteFaqEntry(app.db, request.params.id, authorOf(request));
      return ok(changed(null));
    },
  );
};
