import {
  adminProductCodeParams,
  adminProductMediaParams,
  adminVariantParams,
  newProductBody,
  newVariantBody,
  productEditBody,
  productEditForm as productEditFormAnswer,
  productFormChoices as productFormChoicesAnswer,
  productMediaEditBody,
  productMediaList,
  productPreview,
  variantDetailsBody,
  variantPrices,
} from '@talad/contract';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES, PRODUCT_VIDEO_MAX_BYTES, PRODUCT_VIDEO_TYPES, roleAllows } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { acceptFileBodies, fileBodyOf } from '../../platform/file-body.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditOf } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import type { VideoTools } from '../../platform/video-tools.ts';
import { addProductPicture, addProductVideo, editProductMedia, productMediaOf, removeProductMedia } from './media.ts';
import { productEditForm, productFormChoices } from './product-form.ts';
import { createProduct, editProduct } from './product-writing.ts';
import { addVariant, editVariantDetails } from './variants.ts';

/** What changing a live product's prices and stock takes: both permissions and the second factor (decision 0047). */
function mayPrice(request: FastifyRequest): boolean {
  const member = guardedStaff(request);
  return member.secondFactor && roleAllows(member.role, 'prices.write') && roleAllows(member.role, 'stock.adjust');
}

/**
 * Products and variants made and edited in the back office (issue #27 item 1, decision 0048), catalog.write. Every
 * change is audited in its transaction and empties the catalogue's caches after it commits; publishing is
 * POST admin/products/{code}/publish (catalog's admin routes, with withdraw and restore).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ previews: PreviewTokens; videoTools: VideoTools }> = async (app, options) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const changed = () => app.catalogueCaches.clear();
  // A picture is sent as its own bytes; one over the limit is refused in words as soon as it is (not Fastify's 413).
  acceptFileBodies(app, PRODUCT_PHOTO_TYPES, PRODUCT_PHOTO_MAX_BYTES, 'PRODUCT_PHOTO_TOO_LARGE');
  acceptFileBodies(app, PRODUCT_VIDEO_TYPES, PRODUCT_VIDEO_MAX_BYTES, 'PRODUCT_VIDEO_TOO_LARGE');
  const isVideo = (request: FastifyRequest) => (PRODUCT_VIDEO_TYPES as readonly string[]).includes(request.headers['content-type'] ?? '');

  app.get(
    '/admin/product-form',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'What a product may be put in: sub and detail categories, brands, collections, option names',
        response: { 200: envelopeOf(productFormChoicesAnswer) },
      },
    },
    async (request) => ok(await productFormChoices(app.db, request.locale)),
  );

  app.post(
    '/admin/products',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary:
          'A new product, a draft until published: Thai and English texts, brand, category, collections, delivery, options and the ' +
          'variants their values make (SKU, barcode, weight, prices in satang, opening stock). 409 PRODUCT_SKU_TAKEN',
        body: newProductBody,
        response: { 200: envelopeOf(productEditFormAnswer) },
      },
    },
    async (request) => {
      const code = await createProduct(app.db, request.body, auditOf(request), app.clock());
      changed();
      return ok(await productEditForm(app.db, code));
    },
  );

  app.get(
    '/admin/products/:code/edit',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A product as its form edits it: both languages, options, variants, state (draft, on_sale, withdrawn)',
        params: adminProductCodeParams,
        response: { 200: envelopeOf(productEditFormAnswer) },
      },
    },
    async (request) => ok(await productEditForm(app.db, request.params.code)),
  );

  app.patch(
    '/admin/products/:code',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary: 'Edit a product’s fields (those left out stay); audited as product.edit with what changed',
        params: adminProductCodeParams,
        body: productEditBody,
        response: { 200: envelopeOf(productEditFormAnswer) },
      },
    },
    async (request) => {
      await editProduct(app.db, request.params.code, request.body, auditOf(request));
      changed();
      return ok(await productEditForm(app.db, request.params.code));
    },
  );

  app.post(
    '/admin/products/:code/variants',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary:
          'Add a variant (one value of each of the product’s options; 409 PRODUCT_VARIANT_EXISTS, PRODUCT_SKU_TAKEN). On a product on ' +
          'sale it takes prices.write and stock.adjust too (403 PRODUCT_LIVE_VARIANT_NEEDS_PRICES)',
        params: adminProductCodeParams,
        body: newVariantBody,
        response: { 200: envelopeOf(productEditFormAnswer) },
      },
    },
    async (request) => {
      await addVariant(app.db, request.params.code, request.body, { ...auditOf(request), mayPrice: mayPrice(request) });
      changed();
      return ok(await productEditForm(app.db, request.params.code));
    },
  );

  app.patch(
    '/admin/variants/:id/details',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary: 'Change a variant’s SKU, barcode or weight (prices: PATCH admin/variants/{id}; stock: its adjustments)',
        params: adminVariantParams,
        body: variantDetailsBody,
        response: {
          200: envelopeOf(
            variantPrices
              .pick({ id: true, sku: true })
              .extend({ barcode: z.string().nullable(), weight_grams: z.number().int().nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const { id, sku, barcode, weight_grams } = await editVariantDetails(app.db, request.params.id, request.body, auditOf(request));
      changed();
      return ok({ id, sku, barcode: barcode ?? null, weight_grams: weight_grams ?? null });
    },
  );

  app.get(
    '/admin/products/:code/media',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A product’s pictures and videos in the order its page shows them, with their alt texts in Thai and English',
        params: adminProductCodeParams,
        response: { 200: envelopeOf(productMediaList) },
      },
    },
    async (request) => ok(await productMediaOf(app.db, request.params.code)),
  );

  app.post(
    '/admin/products/:code/media',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary:
          'Add a picture or a video, last in the order: the body is the file itself. A picture (image/jpeg, image/png or image/webp, ' +
          'at most 10 MB) is kept re-encoded as WebP without EXIF; a video (video/mp4, video/webm or video/quicktime, at most 50 MB ' +
          'and 60 s) is converted to H.264 MP4 with a poster frame before the answer. 422 PRODUCT_PHOTO_INVALID, PRODUCT_VIDEO_INVALID, ' +
          'PRODUCT_VIDEO_TOO_LONG, PRODUCT_MEDIA_LIMIT; 413 PRODUCT_PHOTO_TOO_LARGE, PRODUCT_VIDEO_TOO_LARGE',
        consumes: [...PRODUCT_PHOTO_TYPES, ...PRODUCT_VIDEO_TYPES],
        params: adminProductCodeParams,
        response: { 200: envelopeOf(productMediaList) },
      },
    },
    async (request) => {
      const { code } = request.params;
      if (isVideo(request)) await addProductVideo(app.db, options.videoTools, app.media, code, fileBodyOf(request), auditOf(request));
      else await addProductPicture(app.db, app.media, code, fileBodyOf(request), auditOf(request));
      changed();
      return ok(await productMediaOf(app.db, request.params.code));
    },
  );

  app.patch(
    '/admin/products/:code/media/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary: 'Change a picture’s or video’s alt texts or its place (1 is first); audited as product.media.edit',
        params: adminProductMediaParams,
        body: productMediaEditBody,
        response: { 200: envelopeOf(productMediaList) },
      },
    },
    async (request) => {
      await editProductMedia(app.db, request.params.code, request.params.id, request.body, auditOf(request));
      changed();
      return ok(await productMediaOf(app.db, request.params.code));
    },
  );

  app.delete(
    '/admin/products/:code/media/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        security,
        summary: 'Remove a picture or video from the product (the rest move up); audited as product.media.remove',
        params: adminProductMediaParams,
        response: { 200: envelopeOf(productMediaList) },
      },
    },
    async (request) => {
      await removeProductMedia(app.db, app.media, request.params.code, request.params.id, auditOf(request));
      changed();
      return ok(await productMediaOf(app.db, request.params.code));
    },
  );

  app.post(
    '/admin/products/:code/preview',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A link to the shop’s product page that shows it even as a draft, for 30 minutes (decision 0048)',
        params: adminProductCodeParams,
        response: { 200: envelopeOf(productPreview) },
      },
    },
    async (request) => {
      const form = await productEditForm(app.db, request.params.code);
      const { token, expiresAt } = options.previews.issue(form.code);
      return ok({ path: `/product/${form.slug}?preview=${token}`, token, expires_at: expiresAt.toISOString() });
    },
  );
};
