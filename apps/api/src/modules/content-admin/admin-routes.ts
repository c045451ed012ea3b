import {
  adminBlogPost as adminBlogPostAnswer,
  adminBlogPostsPage,
  adminBlogPostsQuery,
  adminContentParams,
  adminFaqEntry,
  blogPostCreateBody,
  blogPostEditBody,
  blogPostPublishBody,
  contentPreview,
  faqEntryBody,
  faqEntryEditBody,
  faqMoveBody,
} from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { acceptFileBodies, fileBodyOf } from '../../platform/file-body.ts';
import { auditOf } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import type { Author } from './author.ts';
import { adminBlogPost, blogPostPreview, createBlogPost, editBlogPost, listBlogPosts, setBlogPostPublishing } from './blog-posts.ts';
import { COVER_MAX_BYTES, COVER_TYPES, setBlogCover } from './cover.ts';
import { createFaqEntry, deleteFaqEntry, editFaqEntry, listFaqEntries, moveFaqEntry } from './faq.ts';

/**
 * Blog posts and the FAQ written in the back office (issue #27 item 6, decision 0055), content.write. Every change is
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
  const authorOf = (request: FastifyRequest): Author => ({ ...auditOf(request), now: app.clock() });
  const params = adminContentParams;
  const post = { 200: envelopeOf(adminBlogPostAnswer) };

  app.get(
    '/admin/blog-posts',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Blog posts, newest written first, by status (draft, scheduled, published), in keyset pages',
        querystring: adminBlogPostsQuery,
        response: { 200: envelopeOf(adminBlogPostsPage) },
      },
    },
    async (request) => ok(await listBlogPosts(app.db, request.query, app.clock())),
  );
  app.get(
    '/admin/blog-posts/:id',
    { config, schema: { tags, security, summary: 'One blog post as its form edits it', params, response: post } },
    async (request) => ok(await adminBlogPost(app.db, request.params.id, app.clock())),
  );
  app.post(
    '/admin/blog-posts',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A new blog post, a draft until published: Thai and English texts side by side. 409 CONTENT_SLUG_TAKEN',
        body: blogPostCreateBody,
        response: post,
      },
    },
    async (request) => ok(changed(await createBlogPost(app.db, request.body, authorOf(request)))),
  );
  app.patch(
    '/admin/blog-posts/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Edit a blog post’s fields (those left out stay); audited as blog.edit',
        params,
        body: blogPostEditBody,
        response: post,
      },
    },
    async (request) => ok(changed(await editBlogPost(app.db, request.params.id, request.body, authorOf(request)))),
  );
  app.post(
    '/admin/blog-posts/:id/publish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publish now, or at a time ahead (a schedule; 422 CONTENT_SCHEDULE_PAST for a time gone)',
        params,
        body: blogPostPublishBody,
        response: post,
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : null;
      return ok(changed(await setBlogPostPublishing(app.db, request.params.id, at, authorOf(request))));
    },
  );
  app.post(
    '/admin/blog-posts/:id/unpublish',
    { config, schema: { tags, security, summary: 'Take a post back to a draft: shoppers no longer see it', params, response: post } },
    async (request) => ok(changed(await setBlogPostPublishing(app.db, request.params.id, undefined, authorOf(request)))),
  );
  app.post(
    '/admin/blog-posts/:id/preview',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The shop page of the post as it stands (draft or not) with a signed link valid 30 minutes',
        params,
        response: { 200: envelopeOf(contentPreview) },
      },
    },
    async (request) => ok(await blogPostPreview(app.db, request.params.id, options.previews)),
  );

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
