import { bahtToSatang, searchText, type LocalizedText } from '@talad/domain';
import { OPTION_ROWS } from './options.ts';
import { seededRandom, type Random } from './random.ts';
import { TEMPLATES, type Line, type Model, type ProductTemplate } from './templates.ts';

export interface CategoryNode {
  id: number;
  slug: string;
  name: LocalizedText;
  mainId: number;
  subId: number;
  detailId: number | null;
  /** Names from main to this category, for the search text. */
  path: LocalizedText[];
  main: string;
}

export interface BrandNode {
  id: number;
  slug: string;
  name: LocalizedText;
}

export interface VariantDraft {
  sku: string;
  options: Record<string, string>;
  price: number;
  specialPrice: number | null;
  stock: number;
  imageIndex: number;
  position: number;
}

/**
 * What the seed draws of a product (every random number it takes), without its texts: the whole catalogue's facts are
 * held at once (the promotions, flash sales and collections are drawn from them), its texts a chunk at a time.
 */
export interface ProductFacts {
  code: string;
  brandId: number;
  mainCategoryId: number;
  subCategoryId: number;
  detailCategoryId: number | null;
  flags: string[];
  deliveryMinDays: number;
  deliveryMaxDays: number;
  sold: number;
  rank: number;
  createdAt: Date;
  variants: VariantDraft[];
  colours: string[];
  /** Whether the template is a small parcel (7-Eleven pickup possible). */
  small: boolean;
  main: string;
  categorySlug: string;
}

/** A product as the shop lists it: its facts and the texts made from them (names, description, search text). */
export interface ProductDraft extends ProductFacts {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  highlights: { th: string[]; en: string[] };
  searchText: string;
}

const BIG_TICKET_MAINS = new Set(['mobile-tablet', 'appliances', 'home-garden', 'sports']);
const OPTION_VALUE_COUNTS = { Color: [1, 4], Size: [1, 4], Form: [1, 2], Pattern: [1, 2] } as const;
const DISCOUNTS = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5];

/** Prices end the way Thai shops price: …9 baht under 1,000, …90 above. */
function shopPrice(baht: number): number {
  if (baht < 100) return Math.max(9, Math.round(baht / 10) * 10 - 1);
  if (baht < 1000) return Math.round(baht / 10) * 10 - 1;
  return Math.round(baht / 100) * 100 - 10;
}

/** Nobody sells a phone at half price: the dearer the item, the smaller the markdown a shop gives. */
function deepestDiscount(baht: number): number {
  if (baht >= 20_000) return 0.1;
  if (baht >= 5_000) return 0.2;
  if (baht >= 1_000) return 0.3;
  return 0.5;
}

/** One listing of the shop: a model of a template, in one of its lines and (for colour lines) one colour. */
export interface Listing {
  template: ProductTemplate;
  model: Model;
  line: Line;
  colour: string | null;
  /** 1, or the round of listings a catalogue larger than the shop's every listing is on. */
  lot: number;
}

const NO_LINE: Line = ['', '', 1];

/**
 * Every listing of a template, so that its first ones mix its models, colours and lines: the models (in a shuffled but
 * fixed order) take turns, and model m's k-th listing is colour m + k, line m + k ÷ colours, so neighbours differ.
 */
function listingsOf(template: ProductTemplate, random: Random): Omit<Listing, 'lot'>[] {
  const colours = template.colourLines ? (template.options.Color ?? []) : [null];
  const models = [...template.models];
  for (let index = models.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [models[index], models[other]] = [models[other]!, models[index]!];
  }
  const own = models.map((model, m) => {
    const lines = model[4] ?? template.lines ?? [NO_LINE];
    return Array.from({ length: lines.length * colours.length }, (_, k) => ({
      template,
      model,
      line: lines[(m + Math.floor(k / colours.length)) % lines.length] ?? NO_LINE,
      colour: colours[(m + k) % colours.length] ?? null,
    }));
  });
  const listings: Omit<Listing, 'lot'>[] = [];
  for (let turn = 0; own.some((modelListings) => turn < modelListings.length); turn++) {
    for (const modelListings of own) {
      const listing = modelListings[turn];
      if (listing) listings.push(listing);
    }
  }
  return listings;
}

/**
 * What the catalogue of `size` products lists: the templates take turns, each giving its next listing, so any first
 * products mix every kind, and a template out of listings drops out. Past the shop's every listing (a catalogue far
 * larger than the default) the turns start again as lot 2, told apart by its listing tags (lotTags).
 */
export function catalogPlan(size: number): Listing[] {
  const queues = TEMPLATES.map((template) => listingsOf(template, seededRandom(hashOf(template.category))));
  const plan: Listing[] = [];
  for (let lot = 1; plan.length < size; lot++) {
    for (let turn = 0; plan.length < size && queues.some((queue) => turn < queue.length); turn++) {
      for (const queue of queues) {
        const listing = queue[turn];
        if (listing && plan.length < size) plan.push({ ...listing, lot });
      }
    }
  }
  return plan;
}

function hashOf(text: string): number {
  let value = 2_166_136_261;
  for (const character of text) value = Math.imul(value ^ (character.codePointAt(0) ?? 0), 16_777_619);
  return value >>> 0;
}

/** The kind is said once: not after a model whose name already says it (iPhone, Airfryer, Silicone Case, Google TV). */
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const saysItsKind = (model: string, kind: string) => squeezed(model).includes(squeezed(kind.split(' ').at(-1) ?? kind));

/** What Thai shops add to a listing's title to stand out from the same product listed beside it. */
const LISTING_TAGS: readonly [th: string, en: string][] = [
  ['พร้อมส่ง', 'Ready to ship'],
  ['ของแท้ 100%', '100% genuine'],
  ['ประกันศูนย์ไทย', 'Thai warranty'],
  ['ล็อตใหม่', 'New stock'],
  ['สินค้าขายดี', 'Best seller'],
  ['ส่งไว', 'Fast dispatch'],
  ['ราคาพิเศษ', 'Special price'],
  ['รุ่นยอดนิยม', 'Popular model'],
  // The ninth tag only in lots past the sets of the first eight (lot 257 on: past 540,000 products), so a catalogue of
  // up to 540,000 keeps the names it had with eight.
  ['จัดส่งจากไทย', 'Ships from Thailand'],
];

/**
 * Every set of the tags, those of the first eight before any with the ninth, each part the single tags first, then
 * pairs, and so on: 511 sets, one for each lot after the first.
 */
const TAG_SETS: number[] = Array.from({ length: 2 ** LISTING_TAGS.length - 1 }, (_, index) => index + 1).sort(
  (a, b) => (a >> 8) - (b >> 8) || tagCount(a) - tagCount(b) || a - b,
);

function tagCount(set: number): number {
  let count = 0;
  for (let rest = set; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/**
 * The tags a listing of lot `lot` carries: none on the first, then a set no other lot has, so the same product listed
 * again is named apart (up to 512 lots: 1,080,000 products, more than SEED_PRODUCTS allows).
 */
export function lotTags(lot: number): [th: string, en: string][] {
  if (lot === 1) return [];
  const set = TAG_SETS[lot - 2];
  if (set === undefined) throw new Error(`a catalogue of ${lot} lots runs out of listing tags`);
  return LISTING_TAGS.filter((_, index) => (set >> index) & 1);
}

/** The name a Thai shop lists: type, maker, model, line and colour ("ไอโฟน Apple iPhone 16 Pro สีดำ"), then any tags. */
export function listingName(listing: Listing, brandLatin: string): { th: string; en: string } {
  const { template, model, line, colour, lot } = listing;
  const colourLabel = colour ? optionLabel('Color', colour) : null;
  const kind = saysItsKind(model[1], template.en) ? '' : template.en;
  const words = (parts: (string | null | false)[]) => parts.filter(Boolean).join(' ');
  const tags = lotTags(lot);
  const english = words([brandLatin, model[1], kind, line[1], colourLabel?.en ?? null]);
  return {
    th: words([template.th, brandLatin, model[0], line[0], colourLabel && `สี${colourLabel.th}`, ...tags.map(([th]) => th)]),
    en: tags.length === 0 ? english : `${english} – ${tags.map(([, en]) => en).join(', ')}`,
  };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function optionChoices(random: Random, listing: Listing): [string, string[]][] {
  return Object.entries(listing.template.options).map(([name, values]) => {
    if (name === 'Color' && listing.colour) return [name, [listing.colour]];
    const [least, most] = OPTION_VALUE_COUNTS[name as keyof typeof OPTION_VALUE_COUNTS];
    return [name, random.some(values as string[], random.int(least, most))];
  });
}

function combinations(choices: [string, string[]][]): Record<string, string>[] {
  return choices.reduce<Record<string, string>[]>(
    (sets, [name, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

function variantsOf(
  random: Random,
  code: string,
  listing: Listing,
  baseBaht: number,
  discount: number,
): { variants: VariantDraft[]; colours: string[] } {
  const { template } = listing;
  const choices = optionChoices(random, listing);
  const colours = choices.find(([name]) => name === 'Color')?.[1] ?? [];
  const variants = combinations(choices)
    .slice(0, 12)
    .map((options, index) => {
      // Bigger storage costs more, the same step on every model; a size that is only a fit keeps the price.
      const step = options.Size ? Math.max(0, (template.options.Size ?? []).indexOf(options.Size)) * (template.sizeStep ?? 0) : 0;
      const price = bahtToSatang(step === 0 ? baseBaht : shopPrice(baseBaht * (1 + step)));
      const share = Math.min(discount, deepestDiscount(price / 100));
      const specialPrice = share > 0 ? bahtToSatang(shopPrice((price / 100) * (1 - share))) : null;
      const stock = random.chance(0.08) ? 0 : random.int(1, 150);
      return {
        sku: `${code}-${index + 1}`,
        options,
        price,
        specialPrice: specialPrice !== null && specialPrice < price ? specialPrice : null,
        stock,
        imageIndex: options.Color ? colours.indexOf(options.Color) + 1 : 1,
        position: index + 1,
      };
    });
  return { variants, colours };
}

function optionLabel(name: string, value: string): LocalizedText {
  const row = OPTION_ROWS[name as keyof typeof OPTION_ROWS].find(([known]) => known === value);
  return row ? { th: row[1], en: row[2] } : { th: value, en: value };
}

function describe(name: LocalizedText, brand: LocalizedText, template: ProductTemplate, choices: string[][]): LocalizedText {
  const features = template.features;
  const colourText = choices.length > 0 ? choices : null;
  return {
    th: `${name.th} จาก ${brand.th} ${features.map(([th]) => th).join(' ')} ${colourText ? `มีให้เลือก ${colourText.map(([th]) => th).join(', ')}` : ''} สินค้าแท้ 100% พร้อมส่งจากคลังในประเทศไทย`
      .replace(/\s+/g, ' ')
      .trim(),
    en: `${name.en} by ${brand.en}. ${features.map(([, en]) => en).join('. ')}.${colourText ? ` Available in ${colourText.map(([, en]) => en).join(', ')}.` : ''} 100% genuine, shipped from our warehouse in Thailand.`,
  };
}

/** The facts of the plan's listing `index`: its price within its model's, options, stock, flags, sales and age. */
export function drawProduct(
  random: Random,
  index: number,
  listing: Listing,
  categories: Map<string, CategoryNode>,
  brands: Map<string, BrandNode>,
  now: Date,
): ProductFacts {
  const { template, model, line } = listing;
  const category = categories.get(template.category);
  if (!category) throw new Error(`Template category ${template.category} is not in the menu`);
  const brand = brands.get(model[2]);
  if (!brand) throw new Error(`Unknown brand ${model[2]} in template ${template.category}`);
  const code = `PRD${100001 + index}`;
  // A shop's own price for the model: within a few per cent of the usual one.
  const baseBaht = shopPrice(model[3] * line[2] * (0.98 + 0.04 * random.next()));
  const discount = random.chance(0.45) ? random.pick(DISCOUNTS) : 0;
  const { variants, colours } = variantsOf(random, code, listing, baseBaht, discount);
  const createdAt = new Date(now.getTime() - random.int(0, 365) * 86_400_000 - random.int(0, 86_399) * 1000);
  const isNew = now.getTime() - createdAt.getTime() < 30 * 86_400_000;
  const bigTicket = BIG_TICKET_MAINS.has(category.main) && baseBaht >= 3000;
  const small = template.small === true;
  const flags = [
    ...(random.chance(0.03) ? ['preOrder'] : []),
    ...(baseBaht >= 499 || random.chance(0.3) ? ['freeShipping'] : []),
    ...(isNew ? ['newProduct'] : []),
    ...(bigTicket ? ['installments'] : []),
    ...(small && random.chance(0.6) ? ['AT_7-ELEVEN'] : []),
  ];
  const fast = small ? random.chance(0.8) : random.chance(0.35);
  return {
    code,
    brandId: brand.id,
    mainCategoryId: category.mainId,
    subCategoryId: category.subId,
    detailCategoryId: category.detailId,
    flags,
    deliveryMinDays: fast ? 1 : 3,
    deliveryMaxDays: fast ? 3 : 5,
    sold: Math.floor(random.next() ** 3 * 6000),
    rank: random.int(0, 100_000),
    createdAt,
    variants,
    colours,
    small,
    main: category.main,
    categorySlug: template.category,
  };
}

/** The texts of a drawn product (no random number taken): name, address, description, highlights and search text. */
export function dressProduct(
  facts: ProductFacts,
  listing: Listing,
  categories: Map<string, CategoryNode>,
  brands: Map<string, BrandNode>,
): ProductDraft {
  const { template, model } = listing;
  const category = categories.get(template.category)!;
  const brand = brands.get(model[2])!;
  const brandLatin = brand.name.en ?? brand.name.th;
  const name = listingName(listing, brandLatin);
  const choices = [
    ...new Set(facts.variants.flatMap((variant) => Object.entries(variant.options).map(([option, value]) => `${option}:${value}`))),
  ].map((pair) => {
    const [option, value] = pair.split(':') as [string, string];
    const label = optionLabel(option, value);
    return [label.th, label.en ?? label.th];
  });
  return {
    ...facts,
    // The tags of a later lot stay out of the address (Fastify takes a path part of at most 100 characters): its
    // code tells it from the first lot's listing.
    slug: `${slugify(listingName({ ...listing, lot: 1 }, brandLatin).en)}-${facts.code.slice(3)}`,
    name,
    description: describe(name, brand.name, template, choices),
    highlights: { th: template.features.map(([th]) => th), en: template.features.map(([, en]) => en) },
    searchText: searchText([
      name.th,
      name.en,
      brand.name.th,
      brand.name.en,
      ...category.path.flatMap((text) => [text.th, text.en]),
      model[0],
      model[1],
    ]),
  };
}

/** One product of the demo shop, drawn and dressed. */
export function draftProduct(
  random: Random,
  index: number,
  listing: Listing,
  categories: Map<string, CategoryNode>,
  brands: Map<string, BrandNode>,
  now: Date,
): ProductDraft {
  return dressProduct(drawProduct(random, index, listing, categories, brands, now), listing, categories, brands);
}
