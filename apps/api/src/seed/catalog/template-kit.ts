/**
 * What the shop sells, per category: the product type's name, the models on sale (each with its maker and its price
 * in baht), what tells one listing of a model from another (capacity, size, pack), the variant options, and the
 * highlights a seller would list. A product is one model in one line (and, for `colourLines`, one colour): its name is
 * the type, the maker, the model and those words, as a Thai shop lists it ("ไอโฟน Apple iPhone 16 Pro สีดำ").
 */
export type Line = readonly [th: string, en: string, factor: number];
/** A model: its name in Thai and English, its maker's brand slug, its price in baht, and its own lines if it has any. */
export type Model = readonly [th: string, en: string, brand: string, baht: number, lines?: readonly Line[]];

export interface ProductTemplate {
  /** The deepest category (detail or sub) the products go in; the product's picture is drawn for it. */
  category: string;
  th: string;
  en: string;
  models: readonly Model[];
  /** Words that tell one listing of a model from another, with the price factor of each (1 = the model's price). */
  lines?: readonly Line[];
  /** One product per colour of the Color option, named by it (clothes, shoes, phones): the Color option then has that one value. */
  colourLines?: boolean;
  options: Partial<Record<'Color' | 'Form' | 'Pattern' | 'Size', readonly string[]>>;
  /** How much dearer each next Size is (storage: 0.12 = 12 % a step); sizes that are only a fit cost the same. */
  sizeStep?: number;
  features: readonly (readonly [th: string, en: string])[];
  /** Small items can be picked up at 7-Eleven. */
  small?: boolean;
}

export const T = (template: ProductTemplate) => template;
/** A model whose name is the same in Thai and English (most makers' model names are written in Latin letters). */
export const latin = (name: string, brand: string, baht: number, lines?: readonly Line[]): Model => [name, name, brand, baht, lines];

export const SLEEVES: readonly Line[] = [
  ['แขนสั้น', 'Short sleeve', 1],
  ['แขนยาว', 'Long sleeve', 1.15],
];
