import { bahtToSatang, searchText, type LocalizedText } from '@talad/domain';
import { OPTION_ROWS } from './options.ts';
import type { Random } from './random.ts';
import { TEMPLATES, type ProductTemplate } from './templates.ts';

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

export interface ProductDraft {
  code: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  highlights: { th: string[]; en: string[] };
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
  searchText: string;
  variants: VariantDraft[];
  colours: string[];
  /** Whether the template is a small parcel (7-Eleven pickup possible). */
  small: boolean;
  main: string;
  categorySlug: string;
}

const SERIES = ['', '', 'Plus', 'Lite', 'Pro', 'SE', 'Neo', 'Max', '2025', 'Mini', 'Eco', 'Prime'];
const BIG_TICKET_MAINS = new Set(['mobile-tablet', 'appliances', 'home-garden', 'sports']);
const OPTION_VALUE_COUNTS = { Color: [1, 4], Size: [1, 4], Form: [1, 2], Pattern: [1, 2] } as const;

/** Prices end the way Thai shops price: …9 baht under 1,000, …90 above. */
function shopPrice(baht: number): number {
  if (baht < 100) return Math.max(9, Math.round(baht / 10) * 10 - 1);
  if (baht < 1000) return Math.round(baht / 10) * 10 - 1;
  return Math.round(baht / 100) * 100 - 10;
}

/** Lower prices are likelier: most of a range sells near its bottom. */
function drawBaht(random: Random, [min, max]: readonly [number, number]): number {
  return shopPrice(min + (max - min) * random.next() ** 2);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function optionChoices(random: Random, template: ProductTemplate): [string, string[]][] {
  return Object.entries(template.options).map(([name, values]) => {
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
  template: ProductTemplate,
  baseBaht: number,
  discount: number,
): { variants: VariantDraft[]; colours: string[] } {
  const choices = optionChoices(random, template);
  const colours = choices.find(([name]) => name === 'Color')?.[1] ?? [];
  const sizes = choices.find(([name]) => name === 'Size')?.[1] ?? [];
  const variants = combinations(choices)
    .slice(0, 12)
    .map((options, index) => {
      // Bigger storage or screen costs more; other options keep the price.
      const step = options.Size ? Math.max(0, sizes.indexOf(options.Size)) : 0;
      const price = bahtToSatang(step === 0 ? baseBaht : shopPrice(baseBaht * (1 + 0.18 * step)));
      const specialPrice = discount > 0 ? bahtToSatang(shopPrice((price / 100) * (1 - discount))) : null;
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

/** One product of the demo shop; `index` decides its template, so the mix is the same for any size. */
export function draftProduct(
  random: Random,
  index: number,
  categories: Map<string, CategoryNode>,
  brands: Map<string, BrandNode>,
  now: Date,
): ProductDraft {
  const template = TEMPLATES[index % TEMPLATES.length] as ProductTemplate;
  const category = categories.get(template.category);
  if (!category) throw new Error(`Template category ${template.category} is not in the menu`);
  const brand = brands.get(random.pick(template.brands));
  if (!brand) throw new Error(`Unknown brand in template ${template.category}`);
  const code = `PRD${100001 + index}`;
  // A maker's own model names only with that maker: no Xiaomi "AirPods".
  const [styleTh, styleEn] = random.pick(template.styles.filter(([, , maker]) => maker === undefined || maker === brand.slug));
  const drawn = random.pick(SERIES);
  const series = styleEn.includes(drawn) ? '' : drawn;
  const brandLatin = brand.name.en ?? brand.name.th;
  const name = {
    th: `${template.th} ${brandLatin} ${styleTh}${series ? ` ${series}` : ''}`,
    en: `${brandLatin} ${template.en} ${styleEn}${series ? ` ${series}` : ''}`,
  };
  const discount = random.chance(0.45) ? random.pick([0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
  const baseBaht = drawBaht(random, template.baht);
  const { variants, colours } = variantsOf(random, code, template, baseBaht, discount);
  const choices = [
    ...new Set(variants.flatMap((variant) => Object.entries(variant.options).map(([option, value]) => `${option}:${value}`))),
  ].map((pair) => {
    const [option, value] = pair.split(':') as [string, string];
    const label = optionLabel(option, value);
    return [label.th, label.en ?? label.th];
  });
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
    slug: `${slugify(name.en)}-${code.slice(3)}`,
    name,
    description: describe(name, brand.name, template, choices),
    highlights: { th: template.features.map(([th]) => th), en: template.features.map(([, en]) => en) },
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
    searchText: searchText([
      name.th,
      name.en,
      brand.name.th,
      brand.name.en,
      ...category.path.flatMap((text) => [text.th, text.en]),
      styleTh,
      styleEn,
    ]),
    variants,
    colours,
    small,
    main: category.main,
    categorySlug: template.category,
  };
}
