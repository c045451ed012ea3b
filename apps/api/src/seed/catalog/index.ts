import { BANK_CODES, normaliseQuery, type LocalizedText } from '@talad/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  brands,
  categories,
  collectionProducts,
  collections,
  flashSaleItems,
  flashSales,
  installmentPlans,
  optionValues,
  productMedia,
  products,
  productVariants,
  promotionProducts,
  promotions,
  searchQueries,
  searchWords,
} from '../../db/schema/index.ts';
import { CATEGORY_MENU, type MenuSeed } from '../menu.ts';
import { insertRowsAsJson } from '../rows-as-json.ts';
import { BRAND_ROWS } from './brands.ts';
import { COLLECTION_SEEDS } from './collections.ts';
import { drawFlashSaleItems, drawPromotionMembers, FLASH_SALE_SEEDS, offeredSkus, PROMOTION_SEEDS, resolveRules } from './offers.ts';
import { OPTION_ROWS } from './options.ts';
import { catalogPlan, draftProduct, type BrandNode, type CategoryNode, type ProductDraft } from './products.ts';
import { seededRandom } from './random.ts';
import { SEARCH_HISTORY } from './search-history.ts';
import { productVideoUrl } from './videos.ts';

export const DEFAULT_CATALOG_SIZE = 2000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAIN_COLOURS = ['#2563eb', '#0891b2', '#db2777', '#c026d3', '#16a34a', '#f59e0b', '#dc2626', '#ea580c'];

/** Categories come from the menu's category tree, so navigation and catalogue never disagree. */
async function seedCategories(tx: Transaction): Promise<Map<string, CategoryNode>> {
  const nodes = new Map<string, CategoryNode>();
  const walk = async (items: MenuSeed[], parent: CategoryNode | null, colour: string | null) => {
    for (const [position, item] of items.entries()) {
      const level = parent === null ? 'main' : parent.subId === -1 ? 'sub' : 'detail';
      const own = colour ?? MAIN_COLOURS[position % MAIN_COLOURS.length] ?? '#2563eb';
      const [row] = await tx
        .insert(categories)
        .values({
          slug: item.linkValue,
          parentId: parent?.id ?? null,
          level,
          name: item.label,
          description: {
            th: `${item.label.th} ของแท้ ราคาดี ผ่อนได้ ส่งไวทั่วไทย`,
            en: `Genuine ${(item.label.en ?? item.label.th).toLowerCase()} at good prices, delivered fast across Thailand.`,
          },
          colour: own,
          position: position + 1,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned nothing');
      const node: CategoryNode = {
        id: row.id,
        slug: item.linkValue,
        name: item.label,
        mainId: parent?.mainId ?? row.id,
        subId: level === 'main' ? -1 : level === 'sub' ? row.id : (parent?.subId ?? row.id),
        detailId: level === 'detail' ? row.id : null,
        path: [...(parent?.path ?? []), item.label],
        main: parent?.main ?? item.linkValue,
      };
      nodes.set(node.slug, node);
      if (item.children) await walk(item.children, node, own);
    }
  };
  await walk(CATEGORY_MENU, null, null);
  return nodes;
}

async function seedBrands(tx: Transaction): Promise<Map<string, BrandNode>> {
  const rows = await tx
    .insert(brands)
    .values(
      BRAND_ROWS.map(([slug, name, thai, isThai, colour]) => ({
        slug,
        name: { th: thai ?? name, en: name },
        description: {
          th: `${thai ?? name} ${isThai ? 'แบรนด์ไทยที่คนไทยไว้ใจ' : 'แบรนด์ชั้นนำระดับโลก'} สินค้าแท้ส่งตรงจากตัวแทนจำหน่ายในประเทศไทย`,
          en: `${name}, ${isThai ? 'a Thai brand Thais trust' : 'a leading international brand'}, genuine products straight from its Thai distributor.`,
        },
        isThai,
        colour,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug, name: brands.name });
  return new Map(rows.map((row) => [row.slug, row]));
}

const effectivePrice = (draft: ProductDraft) => Math.min(...draft.variants.map((variant) => variant.specialPrice ?? variant.price));

function listingFacts(draft: ProductDraft) {
  const cheapest = draft.variants.reduce((best, variant) =>
    (variant.specialPrice ?? variant.price) < (best.specialPrice ?? best.price) ? variant : best,
  );
  const effective = cheapest.specialPrice ?? cheapest.price;
  return {
    price: cheapest.price,
    specialPrice: cheapest.specialPrice,
    effectivePrice: effective,
    discountPercent: Math.round(((cheapest.price - effective) / cheapest.price) * 100),
    stock: draft.variants.reduce((sum, variant) => sum + variant.stock, 0),
    optionValues: [
      ...new Set(draft.variants.flatMap((variant) => Object.entries(variant.options).map(([name, value]) => `${name}:${value}`))),
    ],
  };
}

function badgesOf(draft: ProductDraft, promotionKinds: string[], random: () => number): string[] {
  return [
    ...(draft.flags.includes('AT_7-ELEVEN') && random() < 0.15 ? ['SEVEN_ELEVEN_ONLY'] : []),
    ...(promotionKinds.length === 0 && random() < 0.3 ? ['NOT_IN_PROMOTION'] : []),
    ...(effectivePrice(draft) > 2_000_000 || random() < 0.05 ? ['NO_COD'] : []),
    draft.deliveryMaxDays <= 3 ? 'DELIVERY_1_3_DAYS' : 'DELIVERY_3_5_DAYS',
  ];
}

/** The demo catalogue: `size` products drawn from a fixed seed, with promotions, collections and flash sales. */
export async function seedCatalog(tx: Transaction, size: number, now = new Date()): Promise<void> {
  const random = seededRandom(20_260_101);
  const categoryNodes = await seedCategories(tx);
  const brandNodes = await seedBrands(tx);
  await tx
    .insert(optionValues)
    .values(
      Object.entries(OPTION_ROWS).flatMap(([option, rows]) =>
        rows.map(([value, th, en, swatch], position) => ({ option, value, label: { th, en }, swatch: swatch ?? null, position })),
      ),
    );

  const drafts = catalogPlan(size).map((listing, index) => draftProduct(random, index, listing, categoryNodes, brandNodes, now));
  const members = drawPromotionMembers(random, drafts);
  const saleItems = drawFlashSaleItems(random, drafts, effectivePrice);
  const kindsByProduct = drafts.map(() => new Set<string>());
  members.forEach((indexes, promotionIndex) =>
    indexes.forEach((index) => kindsByProduct[index]?.add(PROMOTION_SEEDS[promotionIndex]?.kind ?? '')),
  );
  const inLiveSale = new Set(
    saleItems.flatMap((items, saleIndex) => ((FLASH_SALE_SEEDS[saleIndex]?.endsIn ?? 0) > 0 ? items.map((item) => item.productIndex) : [])),
  );

  // The catalogue's words first, in one statement; then each product's word ids set by the insert itself, by the same
  // definition the trigger uses (search_words_of, migration 0019), so the row trigger is left out (migration 0020).
  // Looked up by the words' unique btree, sequential and bitmap scans off: without statistics the planner read the
  // whole words table for every product (a 20,000-product seed on PGlite 91 → 140 s), and with them it picks their
  // trigram index for equality.
  const texts = JSON.stringify(drafts.map((draft) => draft.searchText));
  await tx.execute(
    sql`insert into ${searchWords} (word) select distinct word from jsonb_array_elements_text(${texts}::jsonb) as texts(text), unnest(search_words_of(texts.text)) as word order by word on conflict (word) do nothing`,
  );
  await tx.execute(
    sql`select set_config('talad.word_ids_set', 'on', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
  );
  const inserted = await insertRowsAsJson<Record<string, unknown>, { id: number; code: string }>(
    tx,
    products,
    drafts.map((draft, index) => {
      const kinds = [...(kindsByProduct[index] ?? [])];
      return {
        ...draft,
        flags: inLiveSale.has(index) ? [...draft.flags, 'flashSale'] : draft.flags,
        badges: badgesOf(draft, kinds, random.next),
        promotionKinds: kinds,
        imageCount: Math.max(draft.colours.length, 2),
        // The best-selling order counted as the shop opens (the refresh job keeps it after).
        soldRanked: draft.sold,
        ...listingFacts(draft),
      };
    }),
    sql`${products.id}, ${products.code}`,
    {
      word_ids: sql`array(select ${searchWords.id} from ${searchWords} where ${searchWords.word} = any(search_words_of(given.search_text)) order by ${searchWords.id})`,
    },
  );
  await tx.execute(
    sql`select set_config('talad.word_ids_set', 'off', true), set_config('enable_bitmapscan', 'on', true), set_config('enable_seqscan', 'on', true)`,
  );
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
  const idOf = (index: number) => idByCode.get(drafts[index]?.code ?? '') as number;

  await insertRowsAsJson(
    tx,
    productVariants,
    drafts.flatMap((draft, index) => draft.variants.map((variant) => ({ ...variant, productId: idOf(index) }))),
  );
  await insertRowsAsJson(
    tx,
    productMedia,
    drafts.flatMap((draft, index) => mediaRows(draft, idOf(index))),
  );
  await seedPromotions(tx, drafts, members, idOf, now);
  await seedCollections(tx, drafts, idOf, new Set(BRAND_ROWS.filter((row) => row[3]).flatMap(([slug]) => brandNodes.get(slug)?.id ?? [])));
  await seedFlashSales(tx, saleItems, idOf, now);
  await tx.insert(installmentPlans).values(installmentRows());
  await tx.insert(searchQueries).values(
    SEARCH_HISTORY.map(([typed, count], rank) => ({
      keyword: normaliseQuery(typed),
      count,
      lastSearchedAt: new Date(now.getTime() - rank * HOUR),
    })),
  );
}

function mediaRows(draft: ProductDraft, productId: number) {
  const pictures = Math.max(draft.colours.length, 2);
  const name = draft.name;
  const images = Array.from({ length: pictures }, (_, index) => ({
    productId,
    position: index + 1,
    kind: 'IMAGE' as const,
    url: `/media/products/${draft.code}/${index + 1}.webp`,
    alt: { th: `${name.th} รูปที่ ${index + 1}`, en: `${name.en}, picture ${index + 1}` } satisfies LocalizedText,
    // Pictures past the colours show the product in its first colour (a black shoe's second picture was drawn pink,
    // in its category's tint).
    colour: draft.colours[index] ?? draft.colours[0] ?? null,
  }));
  // The video comes after the pictures, so the first thing a shopper sees (and the listing's image) stays a picture.
  const videoUrl = productVideoUrl(draft.main);
  const videos = videoUrl
    ? [
        {
          productId,
          position: pictures + 1,
          kind: 'VIDEO' as const,
          url: videoUrl,
          alt: { th: `วิดีโอ ${name.th}`, en: `${name.en}, video` } satisfies LocalizedText,
          colour: null,
        },
      ]
    : [];
  const swatches = draft.colours.map((colour, index) => ({
    productId,
    position: pictures + videos.length + index + 1,
    kind: 'COLOR' as const,
    url: `/media/swatches/${colour}.webp`,
    alt: { th: `สี ${colour}`, en: `Colour ${colour}` } satisfies LocalizedText,
    colour,
  }));
  return [...images, ...videos, ...swatches];
}

async function seedPromotions(tx: Transaction, drafts: ProductDraft[], members: number[][], idOf: (index: number) => number, now: Date) {
  // Gifts and add-ons name a variant by its sku: their ids exist only now that the variants are in.
  const offered = offeredSkus(drafts);
  const skuRows =
    offered.length === 0
      ? []
      : await tx
          .select({ id: productVariants.id, sku: productVariants.sku })
          .from(productVariants)
          .where(inArray(productVariants.sku, offered));
  const variantIdOf = (sku: string): number => {
    const row = skuRows.find((candidate) => candidate.sku === sku);
    if (!row) throw new Error(`Seeded variant ${sku} not found`);
    return row.id;
  };
  const rows = await tx
    .insert(promotions)
    .values(
      PROMOTION_SEEDS.map((promotion, position) => ({
        slug: promotion.slug,
        kind: promotion.kind,
        rules: resolveRules(promotion, drafts, variantIdOf),
        title: promotion.title,
        description: promotion.description,
        startsAt: new Date(now.getTime() - 3 * DAY),
        endsAt: promotion.endsInDays === null ? null : new Date(now.getTime() + promotion.endsInDays * DAY),
        position: position + 1,
      })),
    )
    .returning({ id: promotions.id });
  const links = rows.flatMap((row, index) =>
    (members[index] ?? []).map((productIndex) => ({ promotionId: row.id, productId: idOf(productIndex) })),
  );
  await insertRowsAsJson(tx, promotionProducts, links);
}

async function seedCollections(tx: Transaction, drafts: ProductDraft[], idOf: (index: number) => number, thaiBrandIds: Set<number>) {
  const indexOf = new Map(drafts.map((draft, index) => [draft, index]));
  for (const [position, seed] of COLLECTION_SEEDS.entries()) {
    const [row] = await tx
      .insert(collections)
      .values({ slug: seed.slug, name: seed.name, description: seed.description, position: position + 1 })
      .returning({ id: collections.id });
    const picked = seed.pick(drafts, effectivePrice, thaiBrandIds);
    if (row && picked.length > 0) {
      await tx
        .insert(collectionProducts)
        .values(picked.map((draft, order) => ({ collectionId: row.id, productId: idOf(indexOf.get(draft) ?? 0), position: order + 1 })));
    }
  }
}

async function seedFlashSales(
  tx: Transaction,
  saleItems: ReturnType<typeof drawFlashSaleItems>,
  idOf: (index: number) => number,
  now: Date,
) {
  for (const [index, sale] of FLASH_SALE_SEEDS.entries()) {
    const [row] = await tx
      .insert(flashSales)
      .values({
        name: sale.name,
        startsAt: new Date(now.getTime() + sale.startsIn * HOUR),
        endsAt: new Date(now.getTime() + sale.endsIn * HOUR),
      })
      .returning({ id: flashSales.id });
    const items = saleItems[index] ?? [];
    if (row && items.length > 0) {
      await tx
        .insert(flashSaleItems)
        .values(
          items.map((item, position) => ({ ...item, flashSaleId: row.id, productId: idOf(item.productIndex), position: position + 1 })),
        );
    }
  }
}

/** 0% plans of the card banks from ฿3,000, and longer plans with interest; store cards (LOTUS, BIGC) too. */
function installmentRows() {
  const cardBanks = BANK_CODES.filter((bank) => ['SCB', 'KRUNGTHAI', 'KRUNGSRI', 'BANGKOK', 'KBANK'].includes(bank));
  return [
    ...cardBanks.flatMap((bank) => [3, 4, 6, 10].map((months) => ({ bank, months, interestBasisPoints: 0, minAmount: 300_000 }))),
    ...(['KRUNGSRI', 'KBANK'] as const).map((bank) => ({ bank, months: 24, interestBasisPoints: 890, minAmount: 1_000_000 })),
    ...(['LOTUS', 'BIGC'] as const).map((bank) => ({ bank, months: 6, interestBasisPoints: 0, minAmount: 200_000 })),
  ];
}
