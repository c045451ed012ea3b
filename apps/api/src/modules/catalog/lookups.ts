import type { CategoryRef, ChosenOption } from '@talad/contract';
import { pickText, PRODUCT_OPTION_NAMES, type CategoryLevel, type Locale, type LocalizedText } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { brands, categories, collections, optionValues } from '../../db/schema/index.ts';
import { cachedPerDatabase } from '../../platform/database-cache.ts';

export interface CategoryEntry {
  id: number;
  slug: string;
  level: CategoryLevel;
  parentId: number | null;
  name: LocalizedText;
  description: LocalizedText;
  colour: string;
  position: number;
  /** Set while the staff keep it out of the shop (it stays here: products and the admin still name it). */
  hiddenAt: Date | null;
}

export interface BrandEntry {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  isThai: boolean;
  colour: string;
  /** Uploaded in the back office; null: the drawn one. */
  logo: string | null;
  hiddenAt: Date | null;
}

export interface Lookups {
  categoryBySlug: Map<string, CategoryEntry>;
  categoryById: Map<number, CategoryEntry>;
  brandBySlug: Map<string, BrandEntry>;
  brandById: Map<number, BrandEntry>;
  collectionBySlug: Map<
    string,
    { id: number; slug: string; name: LocalizedText; description: LocalizedText; position: number; hiddenAt: Date | null }
  >;
  /** "Color:black" → label and swatch. */
  optionLabel: Map<string, { label: LocalizedText; swatch: string | null; position: number }>;
}

async function load(db: Database | Transaction): Promise<Lookups> {
  const [categoryRows, brandRows, collectionRows, optionRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(brands).orderBy(asc(brands.slug)),
    db.select().from(collections).orderBy(asc(collections.position)),
    db.select().from(optionValues),
  ]);
  return {
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    categoryById: new Map(categoryRows.map((row) => [row.id, row])),
    brandBySlug: new Map(brandRows.map((row) => [row.slug, row])),
    brandById: new Map(brandRows.map((row) => [row.id, row])),
    collectionBySlug: new Map(collectionRows.map((row) => [row.slug, row])),
    optionLabel: new Map(
      optionRows.map((row) => [`${row.option}:${row.value}`, { label: row.label, swatch: row.swatch, position: row.position }]),
    ),
  };
}

/**
 * Categories, brands, collections and option labels change only when the shop edits them, yet every listing, cart
 * and order needs them: they are kept in process for a minute, shared with the database's transactions.
 */
export const lookups = cachedPerDatabase(60_000, load);

/** A brand's logo: the one uploaded in the back office, else the one the shop draws from its name and colour. */
export const brandLogo = (brand: { slug: string; logo: string | null }): string => brand.logo ?? `/media/brands/${brand.slug}.webp`;

/** Whether shoppers see a brand or collection: not hidden by the staff. */
export const shown = (entry: { hiddenAt: Date | null }): boolean => entry.hiddenAt === null;

/** Whether shoppers see a category: neither it nor a category above it hidden. */
export function categoryShown(table: Lookups, category: CategoryEntry): boolean {
  for (let at: CategoryEntry | undefined = category; at; at = at.parentId === null ? undefined : table.categoryById.get(at.parentId))
    if (!shown(at)) return false;
  return true;
}

export function categoryRef(category: CategoryEntry, locale: Locale): CategoryRef {
  return { slug: category.slug, name: pickText(category.name, locale), level: category.level };
}

/** Main → … → this category. */
export function breadcrumbOf(table: Lookups, category: CategoryEntry, locale: Locale): CategoryRef[] {
  const chain: CategoryEntry[] = [];
  for (let at: CategoryEntry | undefined = category; at; at = at.parentId === null ? undefined : table.categoryById.get(at.parentId))
    chain.unshift(at);
  return chain.map((entry) => categoryRef(entry, locale));
}

/**
 * The options a variant was chosen with ({Color: 'black', Size: 'eu-40'}), in the shop's order, each with its label in
 * `locale` ("ดำ", "EU 40") — as carts, checkouts and orders show them; a value the shop has no label for reads as itself.
 */
export function chosenOptions(table: Lookups, options: Partial<Record<string, string>>, locale: Locale): ChosenOption[] {
  return PRODUCT_OPTION_NAMES.flatMap((name) => {
    const value = options[name];
    return value === undefined ? [] : [{ name, value, label: optionLabel(table, name, value, locale) }];
  });
}

/** One option value's label in `locale` ("ดำ" for Color black); a value the shop has no label for reads as itself. */
export function optionLabel(table: Lookups, name: string, value: string, locale: Locale): string {
  const entry = table.optionLabel.get(`${name}:${value}`);
  return entry ? pickText(entry.label, locale) : value;
}
