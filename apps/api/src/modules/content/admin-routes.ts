import multipart from '@fastify/multipart';
import {
  adminHomeBlock,
  adminHomePage as adminHomePageAnswer,
  adminMenu as adminMenuAnswer,
  adminMenuItem,
  blockOrderBody,
  blockPublishBody,
  contentBlockParams,
  contentPicture,
  homeBlockInput,
  menuItemBody,
  menuItemEditBody,
  menuItemParams,
  menuOrderBody,
  noData,
  productPreview,
} from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { multipartFailure } from '../../platform/multipart.ts';
import { auditOf } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { CONTENT_PICTURE_MAX_BYTES, saveContentPicture } from './content-pictures.ts';
import {
  addHomeBlock,
  adminHomePage,
  editHomeBlock,
  orderHomeBlocks,
  publishHomeBlock,
  removeHomeBlock,
  unpublishHomeBlock,
  type ContentEditor,
} from './home-blocks.ts';
import { addMenuItem, adminMenu, editMenuItem, orderMenuItems, removeMenuItem } from './menu-editing.ts';
import { previewCode } from './pages.ts';

/** The one file of a picture upload (multipart, field `file`). */
async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    throw multipartFailure(error, 'CONTENT_PICTURE_TOO_LARGE');
  }
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', { errors: [{ field: 'file', reason: 'is required' }] });
  return bytes;
}

/**
 * The home page's blocks, banners' pictures and the menu edited in the back office (issue #27 item 6, decision 0054),
 * content.write. Every change is audited in its transaction and, once committed, empties the answer caches of content
 * and the catalogue on every API process, and (through the same announcement) the web's page cache.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ previews: PreviewTokens }> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: CONTENT_PICTURE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 } });
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const config = { permission: 'content.write' as const };
  const editorOf = (request: FastifyRequest): ContentEditor => ({ ...auditOf(request), now: app.clock() });
  const changed = () => app.catalogueCaches.clear();
  const block = { 200: envelopeOf(adminHomeBlock) };
  const page = { 200: envelopeOf(adminHomePageAnswer) };
  const menu = { 200: envelopeOf(adminMenuAnswer) };

  app.get(
    '/admin/home',
    { config, schema: { tags, security, summary: 'The home page’s blocks in order, drafts and scheduled ones too', response: page } },
    async () => ok(await adminHomePage(app.db, app.clock())),
  );

  app.post(
    '/admin/home/blocks',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A new block of any of the 13 kinds at the end of the home page, a draft until published',
        body: homeBlockInput,
        response: block,
      },
    },
    async (request) => {
      const answer = await addHomeBlock(app.db, request.body, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.put(
    '/admin/home/blocks/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A block’s new settings (its kind stays); a live block keeps showing while the edits wait as its draft',
        params: contentBlockParams,
        body: homeBlockInput,
        response: block,
      },
    },
    async (request) => {
      const answer = await editHomeBlock(app.db, request.params.id, request.body, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.post(
    '/admin/home/blocks/:id/publish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publish the block’s working copy at once, or at `at` (Bangkok time) when still to come; 409 CONTENT_NOTHING_TO_SCHEDULE',
        params: contentBlockParams,
        body: blockPublishBody,
        response: block,
      },
    },
    async (request) => {
      const answer = await publishHomeBlock(app.db, request.params.id, request.body, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.post(
    '/admin/home/blocks/:id/unpublish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Shoppers stop seeing the block; it stays as a draft',
        params: contentBlockParams,
        response: block,
      },
    },
    async (request) => {
      const answer = await unpublishHomeBlock(app.db, request.params.id, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.delete(
    '/admin/home/blocks/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Remove a block from the home page',
        params: contentBlockParams,
        response: { 200: envelopeOf(noData) },
      },
    },
    async (request) => {
      await removeHomeBlock(app.db, request.params.id, editorOf(request));
      changed();
      return ok(null);
    },
  );

  app.put(
    '/admin/home/order',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The home page’s blocks in a new order (every block once; 422 CONTENT_BLOCK_ORDER_MISMATCH)',
        body: blockOrderBody,
        response: page,
      },
    },
    async (request) => {
      const answer = await orderHomeBlocks(app.db, request.body.ids, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.post(
    '/admin/home/preview',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A link to the shop’s home page showing its drafts, for 30 minutes (decision 0054)',
        response: { 200: envelopeOf(productPreview) },
      },
    },
    async () => {
      const { token, expiresAt } = options.previews.issue(previewCode('home', null));
      return ok({ path: `/?preview=${token}`, token, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/admin/content/pictures',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Upload a banner’s or block’s picture (multipart `file`, JPEG, PNG or WebP up to 8 MB), re-encoded',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(contentPicture) },
      },
    },
    async (request) => ok(await saveContentPicture(app.media, await uploadedPicture(request))),
  );

  app.get(
    '/admin/menu',
    { config, schema: { tags, security, summary: 'The navigation menu’s entries, Thai and English', response: menu } },
    async () => ok(await adminMenu(app.db)),
  );

  app.post(
    '/admin/menu',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A new menu entry at the end of its parent’s (at most three levels: 422 MENU_TOO_DEEP)',
        body: menuItemBody,
        response: { 200: envelopeOf(adminMenuItem) },
      },
    },
    async (request) => {
      const answer = await addMenuItem(app.db, request.body, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.patch(
    '/admin/menu/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Change a menu entry’s labels, link or icon (those left out stay)',
        params: menuItemParams,
        body: menuItemEditBody,
        response: { 200: envelopeOf(adminMenuItem) },
      },
    },
    async (request) => {
      const answer = await editMenuItem(app.db, request.params.id, request.body, editorOf(request));
      changed();
      return ok(answer);
    },
  );

  app.delete(
    '/admin/menu/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Remove a menu entry and those under it',
        params: menuItemParams,
        response: { 200: envelopeOf(noData) },
      },
    },
    async (request) => {
      await removeMenuItem(app.db, request.params.id, editorOf(request));
      changed();
      return ok(null);
    },
  );

  app.put(
    '/admin/menu/order',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The entries under one parent (or a section’s top level) in a new order (422 MENU_ORDER_MISMATCH)',
        body: menuOrderBody,
        response: menu,
      },
    },
    async (request) => {
      const answer = await orderMenuItems(app.db, request.body.ids, editorOf(request));
      changed();
      return ok(answer);
    },
  );
};
