import { CATEGORY_LEVELS, MEDIA_KINDS, PROMOTION_KINDS, BANK_CODES } from '@talad/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, localized, localizedList, timestamptz } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    level: text('level', { enum: CATEGORY_LEVELS }).notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    /** Drawn into the category's banner and product pictures. */
    colour: text('colour').notNull(),
    position: integer('position').notNull(),
    /** Set when the staff hide it: the shop's listings, menus and pages leave it out; its products stay on sale. */
    hiddenAt: timestamptz('hidden_at'),
  },
  // A product's sub category's parent is its main category, its detail category's parent its sub category: the
  // products' foreign keys to (id, parent_id) hold every product to that, which the side menu's counts rely on.
  (table) => [unique('categories_id_parent_key').on(table.id, table.parentId)],
);

/** A key of an index: a column (in either direction) or an expression. */
type IndexKey = Parameters<ReturnType<typeof index>['on']>[0];

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  isThai: boolean('is_thai').notNull().default(false),
  colour: text('colour').notNull(),
  /** Its logo uploaded in the back office (/media/catalogue/{uuid}.webp); null: the one drawn from its name and colour. */
  logo: text('logo'),
  /** Set when the staff hide it: the shop's brand list, filters and page leave it out; its products stay on sale. */
  hiddenAt: timestamptz('hidden_at'),
});

/**
 * A product with its listing facts kept on the row (lowest prices, stock total, option values, promotion kinds),
 * so a listing filters and sorts on one table; the service refreshes them whenever variants change.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    highlights: localizedList('highlights').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => categories.id),
    detailCategoryId: integer('detail_category_id').references(() => categories.id),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryMinDays: integer('delivery_min_days').notNull(),
    deliveryMaxDays: integer('delivery_max_days').notNull(),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    /** What the shopper pays: special price when set, else price. Filters and sorts use it. */
    effectivePrice: integer('effective_price').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /**
     * stock > 0, kept by the database: the listings' indexes order by it, never by stock or sold, which every order
     * changes. An UPDATE that changes a column some index holds writes every index of the row again (no HOT update):
     * with the listing indexes on stock and sold, 2,372 product updates/s on this machine; without, 6,047 (pgbench, 4
     * clients, 2,000 products, 2026-11-27). Its value changes only when a product sells out or comes back.
     */
    inStock: boolean('in_stock').generatedAlwaysAs(sql`stock > 0`),
    sold: integer('sold').notNull().default(0),
    /** Units sold as the best-selling order counts them: `sold` as of the last refresh (catalog/best-selling.ts, every minute). */
    soldRanked: integer('sold_ranked').notNull().default(0),
    /**
     * The product page's average review score in tenths (its written reviews the staff have not hidden, rounded half
     * up), 0 with none: what "4 stars & up" filters on. Kept by triggers on reviews (migration 0048), never by the app.
     */
    ratingTenths: smallint('rating_tenths').notNull().default(0),
    /** "Color:black", "Size:m"… of every variant. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    promotionKinds: text('promotion_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageCount: integer('image_count').notNull().default(1),
    /**
     * The picture of its cards, cart and order lines: the first picture of product_media's order once the back office
     * set one other than the drawn /media/products/{code}/1.webp (decision 0051), kept by every change of its pictures;
     * null for the drawn pictures (a line then shows its colour's, /media/products/{code}/{image_index}.webp).
     */
    cardImage: text('card_image'),
    /** Shop's own order for "recommended". */
    rank: integer('rank').notNull().default(0),
    /**
     * The product's Thai and English names folded as search_text is (lower case, FOLDED_THAI_MARKS of @talad/domain
     * removed), what a search ranks its hits by (migration 0049): kept once per product, not folded for every hit.
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`translate(lower(((name ->> 'th') || ' ') || coalesce(name ->> 'en', '')), U&'\0E47\0E48\0E49\0E4A\0E4B\0E4C', '')`,
    ),
    /** Thai words split by Intl.Segmenter plus English name, brand and categories, lower-cased (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The ids of the product's words in search_words: its search text's space-separated tokens, set from search_text
     * by the products_word_ids trigger (migration 0019) on every insert and text change, never written by the app.
     */
    wordIds: integer('word_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Set when the shop stops selling the product: listings and search leave it out, carts and orders refuse it. */
    withdrawnAt: timestamptz('withdrawn_at'),
    /**
     * Null while the product is a draft (made in the back office, not yet published): a draft is always off sale too
     * (withdrawn_at set, products_draft_off_sale), so every shopper's query keeps to the one condition `withdrawn_at is
     * null` (decision 0048). Rows inserted without it (the seed) are published as they are written.
     */
    publishedAt: timestamptz('published_at').defaultNow(),
    /** The product page's title and description for search engines; null: the page's own name and description. */
    seoTitle: localized('seo_title'),
    seoDescription: localized('seo_description'),
    createdAt: createdAt(),
  },
  (table) => [
    check('products_code_format', sql`${table.code} ~ '^PRD[0-9]+$'`),
    check('products_draft_off_sale', sql`${table.publishedAt} is not null or ${table.withdrawnAt} is not null`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_rating_tenths', sql`${table.ratingTenths} = 0 or ${table.ratingTenths} between 10 and 50`),
    foreignKey({
      name: 'products_sub_category_in_main_fk',
      columns: [table.subCategoryId, table.mainCategoryId],
      foreignColumns: [categories.id, categories.parentId],
    }),
    foreignKey({
      name: 'products_detail_category_in_sub_fk',
      columns: [table.detailCategoryId, table.subCategoryId],
      foreignColumns: [categories.id, categories.parentId],
    }),
    index('products_brand_idx').on(table.brandId, table.rank),
    // The back office's drafts and withdrawn products, newest first (GET admin/products?state=): a shop has few of either,
    // and without these the list read every product to find them (300 ms at 100,000 products, bench/README.md).
    index('products_draft_idx')
      .on(table.id)
      .where(sql`${table.publishedAt} is null`),
    index('products_withdrawn_idx')
      .on(table.id)
      .where(sql`${table.withdrawnAt} is not null`),
    // Everything the side menu counts (facetRows in catalog/listing.ts), so its counts are read from this index alone,
    // a twentieth of the table's pages, never the table: the categories first, where a main category's range starts.
    index('products_facets_idx')
      .on(
        table.mainCategoryId,
        table.subCategoryId,
        table.detailCategoryId,
        table.effectivePrice,
        table.brandId,
        table.id,
        table.optionValues,
      )
      .where(sql`${table.withdrawnAt} is null`),
    // A listing page is the first products of the shop or of a category (main, sub or detail) in one of the listing's
    // orders (sortOrder in catalog/listing.ts): an index per scope and order hands them over already in order, so a
    // page reads its own rows instead of sorting every match. Descending keys are NULLS FIRST as ORDER BY … DESC is;
    // newest walks its index backwards, price high to low too (then sorting only equal prices by id). The price
    // after the unique id orders nothing: it lets a minimum or maximum price be checked in the index, not the table.
    ...(
      [
        ['shop', []],
        ['main_category', [table.mainCategoryId]],
        ['sub_category', [table.subCategoryId]],
        ['detail_category', [table.detailCategoryId]],
      ] as const
    ).flatMap(([scope, leading]) => {
      const ordered = (order: string, ...keys: IndexKey[]) => {
        const [first, ...rest] = [...leading, ...keys] as [IndexKey, ...IndexKey[]];
        return index(`products_${scope}_${order}_idx`).on(first, ...rest);
      };
      return [
        ordered('recommended', table.inStock.desc().nullsFirst(), table.rank.desc().nullsFirst(), table.id, table.effectivePrice),
        ordered('newest', table.createdAt, table.id, table.effectivePrice),
        ordered('price', table.effectivePrice, table.id),
        ordered(
          'discount',
          table.discountPercent.desc().nullsFirst(),
          table.soldRanked.desc().nullsFirst(),
          table.id,
          table.effectivePrice,
        ),
        ordered('best_selling', table.soldRanked.desc().nullsFirst(), table.id, table.effectivePrice),
      ];
    }),
    index('products_flags_idx').using('gin', table.flags),
    index('products_option_values_idx').using('gin', table.optionValues),
    // A small pending list (kB): every search reads all of it, and at the default 4 MB a freshly seeded or busy shop
    // made each search read ≈ 480 pages (a miss 38 ms → 0.1 ms once they were merged, EXPLAIN ANALYZE at 100,000).
    index('products_search_text_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    // The products holding a word, by its id (search: the words containing a term, then their products; decision 0030).
    index('products_word_ids_idx').using('gin', table.wordIds).with({ gin_pending_list_limit: 256 }),
  ],
);

/**
 * The catalogue's distinct words: every space-separated token of a product's search text, once (search_text is
 * folded words, runs and aliases joined by spaces, see searchText in @talad/domain). Kept exact by triggers on
 * products (migration 0019): a product inserted or its text changed adds its new words, a word no product holds any
 * longer is deleted. Withdrawn products' words stay (they can be restored); search asks products for on-sale ones.
 * A search term is looked for here (trigram index: about 2,000 short words at 100,000 products, not 100,000 long texts),
 * then the products holding those words through products.word_ids (decision 0030).
 */
export const searchWords = pgTable(
  'search_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull().unique(),
  },
  // New words go straight into the index, not a pending list every search would read whole (migration 0051).
  (table) => [
    index('search_words_word_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** EAN/UPC as printed on the pack, when it has one. */
    barcode: text('barcode'),
    /** Shipping weight in grams, when known. */
    weightGrams: integer('weight_grams'),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    stock: integer('stock').notNull(),
    /** Which product picture shows this variant. */
    imageIndex: integer('image_index').notNull().default(1),
    position: integer('position').notNull(),
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
    check('product_variants_weight_positive', sql`${table.weightGrams} is null or ${table.weightGrams} > 0`),
    check('product_variants_price_positive', sql`${table.price} > 0`),
    check(
      'product_variants_special_below_price',
      sql`${table.specialPrice} is null or (${table.specialPrice} > 0 and ${table.specialPrice} < ${table.price})`,
    ),
  ],
);

/** Labels and swatches of option values ("black" → ดำ / Black, #111827). */
export const optionValues = pgTable(
  'option_values',
  {
    option: text('option').notNull(),
    value: text('value').notNull(),
    label: localized('label').notNull(),
    swatch: text('swatch'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.option, table.value] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    url: text('url').notNull(),
    alt: localized('alt').notNull(),
    colour: text('colour'),
    /** A video uploaded in the back office: its poster frame (/media/catalogue/{uuid}.webp); else the first picture is. */
    poster: text('poster'),
  },
  (table) => [index('product_media_product_idx').on(table.productId, table.position)],
);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  position: integer('position').notNull(),
  /** Set when the staff hide it: the shop's collection list, filters and page leave it out. */
  hiddenAt: timestamptz('hidden_at'),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] }), index('collection_products_product_idx').on(table.productId)],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
  /** The kind's parameters (PromotionRules in @talad/domain), read by the pricing engine. */
  rules: jsonb('rules').notNull().default({}),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
  position: integer('position').notNull(),
});

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.productId] }), index('promotion_products_product_idx').on(table.productId)],
);

export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    name: localized('name').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
  },
  (table) => [
    check('flash_sales_window', sql`${table.endsAt} > ${table.startsAt}`),
    index('flash_sales_window_idx').on(table.startsAt, table.endsAt),
  ],
);

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flashPrice: integer('flash_price').notNull(),
    quota: integer('quota').notNull(),
    /** Taken with one conditional UPDATE … WHERE sold + n <= quota, so it never passes the quota. */
    sold: integer('sold').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flashSaleId, table.productId] }),
    index('flash_sale_items_product_idx').on(table.productId),
    check('flash_sale_items_quota', sql`${table.sold} >= 0 and ${table.sold} <= ${table.quota}`),
    check('flash_sale_items_limit', sql`${table.perCustomerLimit} > 0`),
  ],
);

/** Card installments a bank offers on products flagged `installments` costing at least min_amount. */
export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: serial('id').primaryKey(),
    bank: text('bank', { enum: BANK_CODES }).notNull(),
    months: integer('months').notNull(),
    /** Yearly interest in hundredths of a percent (0 = 0%). */
    interestBasisPoints: integer('interest_basis_points').notNull(),
    minAmount: integer('min_amount').notNull(),
  },
  (table) => [uniqueIndex('installment_plans_bank_months_idx').on(table.bank, table.months)],
);

/** The newest view per customer and product; a guest's rows follow them when they sign in. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('recently_viewed_newest_idx').on(table.customerId, table.viewedAt),
  ],
);

/** Searches shoppers really made, counted per normalised keyword: the popular searches. */
export const searchQueries = pgTable('search_queries', {
  keyword: text('keyword').primaryKey(),
  count: integer('count').notNull().default(1),
  lastSearchedAt: timestamptz('last_searched_at').notNull().defaultNow(),
});
