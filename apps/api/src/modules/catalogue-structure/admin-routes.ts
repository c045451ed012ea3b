import {
  adminBrand,
  adminBrandList,
  adminCategory,
  adminCategoryTree,
  adminCollection,
  adminCollectionList,
  adminCollectionProductParams,
  adminStructureParams,
  brandEditBody,
  categoryEditBody,
  categoryMoveBody,
  collectionEditBody,
  collectionProductBody,
  collectionProductMoveBody,
  collectionProductsPage,
  collectionProductsQuery,
  newBrandBody,
  newCategoryBody,
  newCollectionBody,
} from '@talad/contract';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '@talad/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { acceptFileBodies, fileBodyOf } from '../../platform/file-body.ts';
import { auditOf } from '../audit/index.ts';
import { lookups } from '../catalog/index.ts';
import { removeBrandLogo, setBrandLogo } from './brand-logo.ts';
import { brandById, brandList, createBrand, editBrand } from './brands.ts';
import { categoryById, categoryTree, createCategory, deleteCategory, editCategory, moveCategory } from './categories.ts';
import {
  addCollectionProduct,
  collectionById,
  collectionList,
  collectionProductPage,
  createCollection,
  editCollection,
  moveCollectionProduct,
  removeCollectionProduct,
} from './collections.ts';

/**
 * The catalogue's structure in the back office (issue #27 item 6): the category tree, brands and collections. Reading
 * is catalog.read, every change catalog.write, audited in its transaction; after it commits the catalogue's caches are
 * emptied on every process (the lookups of categories, brands and collections among them), so the shop's listings,
 * pages and search show it at once.
 */
export const catalogueStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  app.catalogueCaches.add({ clear: () => lookups.forget(app.db) });
  const changed = () => app.catalogueCaches.clear();
  const read = { config: { permission: 'catalog.read' as const } };
  const write = { config: { permission: 'catalog.write' as const } };
  // A brand's logo is sent as its own bytes, as a product's pictures are (decision 0061).
  acceptFileBodies(app, PRODUCT_PHOTO_TYPES, PRODUCT_PHOTO_MAX_BYTES, 'BRAND_LOGO_TOO_LARGE');

  app.get(
    '/admin/categories',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The category tree, hidden ones too, each followed by its children',
        response: { 200: envelopeOf(adminCategoryTree) },
      },
    },
    async () => ok({ items: await categoryTree(app.db) }),
  );

  app.post(
    '/admin/categories',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          'A new category, last among its siblings: at the top (parent_id null) a main one, under a main a sub, under a sub a detail. ' +
          '409 CATEGORY_SLUG_TAKEN, 422 CATEGORY_PARENT_UNKNOWN, CATEGORY_TOO_DEEP',
        body: newCategoryBody,
        response: { 200: envelopeOf(adminCategory) },
      },
    },
    async (request) => {
      const id = await createCategory(app.db, request.body, auditOf(request));
      changed();
      return ok(await categoryById(app.db, id));
    },
  );

  app.patch(
    '/admin/categories/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Rename (Thai and English), change the slug or colour, hide or show, or place among its siblings (position, 1 first)',
        params: adminStructureParams,
        body: categoryEditBody,
        response: { 200: envelopeOf(adminCategory) },
      },
    },
    async (request) => {
      await editCategory(app.db, request.params.id, request.body, auditOf(request), app.clock());
      changed();
      return ok(await categoryById(app.db, request.params.id));
    },
  );

  app.post(
    '/admin/categories/:id/move',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          'Move under another parent of the level above (a sub under a main, a detail under a sub), last there; its products follow. ' +
          '422 CATEGORY_MOVE_CYCLE, CATEGORY_MOVE_LEVEL, CATEGORY_PARENT_UNKNOWN',
        params: adminStructureParams,
        body: categoryMoveBody,
        response: { 200: envelopeOf(adminCategory) },
      },
    },
    async (request) => {
      await moveCategory(app.db, request.params.id, request.body, auditOf(request));
      changed();
      return ok(await categoryById(app.db, request.params.id));
    },
  );

  app.delete(
    '/admin/categories/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Delete an empty category; one holding products is hidden instead (409 CATEGORY_HAS_PRODUCTS, CATEGORY_HAS_CHILDREN)',
        params: adminStructureParams,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await deleteCategory(app.db, request.params.id, auditOf(request));
      changed();
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/admin/brands',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Every brand, hidden ones too, with its product count',
        response: { 200: envelopeOf(adminBrandList) },
      },
    },
    async () => ok({ items: await brandList(app.db) }),
  );

  app.get(
    '/admin/brands/:id',
    { ...read, schema: { tags, security, summary: 'One brand', params: adminStructureParams, response: { 200: envelopeOf(adminBrand) } } },
    async (request) => ok(await brandById(app.db, request.params.id)),
  );

  app.post(
    '/admin/brands',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'A new brand (409 BRAND_SLUG_TAKEN)',
        body: newBrandBody,
        response: { 200: envelopeOf(adminBrand) },
      },
    },
    async (request) => {
      const id = await createBrand(app.db, request.body, auditOf(request));
      changed();
      return ok(await brandById(app.db, id));
    },
  );

  app.patch(
    '/admin/brands/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Edit a brand’s names, slug, colour, Thai mark, or hide or show it (its products stay on sale)',
        params: adminStructureParams,
        body: brandEditBody,
        response: { 200: envelopeOf(adminBrand) },
      },
    },
    async (request) => {
      await editBrand(app.db, request.params.id, request.body, auditOf(request), app.clock());
      changed();
      return ok(await brandById(app.db, request.params.id));
    },
  );

  app.put(
    '/admin/brands/:id/logo',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          'Upload or replace a brand’s logo: the body is the file itself (image/jpeg, image/png or image/webp, at most 10 MB), kept ' +
          're-encoded as WebP without EXIF; audited as brand.logo.set. 422 BRAND_LOGO_INVALID, 413 BRAND_LOGO_TOO_LARGE',
        consumes: [...PRODUCT_PHOTO_TYPES],
        params: adminStructureParams,
        response: { 200: envelopeOf(adminBrand) },
      },
    },
    async (request) => {
      await setBrandLogo(app.db, app.media, request.params.id, fileBodyOf(request), auditOf(request));
      changed();
      return ok(await brandById(app.db, request.params.id));
    },
  );

  app.delete(
    '/admin/brands/:id/logo',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Remove a brand’s uploaded logo: the shop draws one from its name and colour again; audited as brand.logo.remove',
        params: adminStructureParams,
        response: { 200: envelopeOf(adminBrand) },
      },
    },
    async (request) => {
      await removeBrandLogo(app.db, app.media, request.params.id, auditOf(request));
      changed();
      return ok(await brandById(app.db, request.params.id));
    },
  );

  app.get(
    '/admin/collections',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Every collection, hidden ones too, in the shop’s order',
        response: { 200: envelopeOf(adminCollectionList) },
      },
    },
    async () => ok({ items: await collectionList(app.db) }),
  );

  app.post(
    '/admin/collections',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'A new collection, last (409 COLLECTION_SLUG_TAKEN)',
        body: newCollectionBody,
        response: { 200: envelopeOf(adminCollection) },
      },
    },
    async (request) => {
      const id = await createCollection(app.db, request.body, auditOf(request));
      changed();
      return ok(await collectionById(app.db, id));
    },
  );

  app.get(
    '/admin/collections/:id',
    {
      ...read,
      schema: { tags, security, summary: 'One collection', params: adminStructureParams, response: { 200: envelopeOf(adminCollection) } },
    },
    async (request) => ok(await collectionById(app.db, request.params.id)),
  );

  app.patch(
    '/admin/collections/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Edit a collection’s names or slug, hide or show it, or place it in the shop’s list (position, 1 first)',
        params: adminStructureParams,
        body: collectionEditBody,
        response: { 200: envelopeOf(adminCollection) },
      },
    },
    async (request) => {
      await editCollection(app.db, request.params.id, request.body, auditOf(request), app.clock());
      changed();
      return ok(await collectionById(app.db, request.params.id));
    },
  );

  app.get(
    '/admin/collections/:id/products',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The collection’s products in its order, in keyset pages',
        params: adminStructureParams,
        querystring: collectionProductsQuery,
        response: { 200: envelopeOf(collectionProductsPage) },
      },
    },
    async (request) => ok(await collectionProductPage(app.db, request.params.id, request.query, request.locale)),
  );

  app.post(
    '/admin/collections/:id/products',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Add a product, last (one already in it stays where it is). 422 COLLECTION_PRODUCT_UNKNOWN',
        params: adminStructureParams,
        body: collectionProductBody,
        response: { 200: envelopeOf(adminCollection) },
      },
    },
    async (request) => {
      await addCollectionProduct(app.db, request.params.id, request.body.code, auditOf(request));
      changed();
      return ok(await collectionById(app.db, request.params.id));
    },
  );

  app.patch(
    '/admin/collections/:id/products/:code',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Place a product of the collection (position, 1 first). 404 COLLECTION_PRODUCT_NOT_IN',
        params: adminCollectionProductParams,
        body: collectionProductMoveBody,
        response: { 200: envelopeOf(adminCollection) },
      },
    },
    async (request) => {
      await moveCollectionProduct(app.db, request.params.id, request.params.code, request.body.position, auditOf(request));
      changed();
      return ok(await collectionById(app.db, request.params.id));
    },
  );

  app.delete(
    '/admin/collections/:id/products/:code',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Take a product out of the collection. 404 COLLECTION_PRODUCT_NOT_IN',
        params: adminCollectionProductParams,
        response: { 200: envelopeOf(adminCollection) },
      },
    },
    async (request) => {
      await removeCollectionProduct(app.db, request.params.id, request.params.code, auditOf(request));
      changed();
      return ok(await collectionById(app.db, request.params.id));
    },
  );
};
