import type { HomeBlockInput } from '@talad/contract';

/**
 * What each of the 13 block kinds asks for, as the edit form lays it out and reads it back (issue #27 item 6, decision
 * 0054). One description per kind drives one generic form, so a kind's form cannot drift from the others'; the API's
 * discriminated union (packages/contract) is what decides whether a block is valid.
 */
export type FieldSpec =
  | { name: string; kind: 'text' | 'optionalText' | 'paragraph' | 'number' | 'picture' | 'optionalPicture' | 'link' | 'codes' }
  | { name: string; kind: 'list'; of: FieldSpec[] };

export type BlockKind = HomeBlockInput['type'];

const link: FieldSpec = { name: 'link', kind: 'link' };
const title: FieldSpec = { name: 'title', kind: 'text' };
const banner: FieldSpec[] = [
  { name: 'image', kind: 'picture' },
  { name: 'mobile_image', kind: 'optionalPicture' },
  { name: 'alt', kind: 'text' },
  link,
];
const sized: FieldSpec[] = [
  { name: 'image', kind: 'picture' },
  { name: 'alt', kind: 'text' },
  { name: 'width', kind: 'number' },
  { name: 'height', kind: 'number' },
];

export const BLOCK_FIELDS: Record<BlockKind, FieldSpec[]> = {
  HERO: [
    {
      name: 'slides',
      kind: 'list',
      of: [...banner, title, { name: 'subtitle', kind: 'optionalText' }, { name: 'button_label', kind: 'optionalText' }],
    },
  ],
  TEXT: [
    { name: 'title', kind: 'optionalText' },
    { name: 'paragraphs', kind: 'list', of: [{ name: '', kind: 'paragraph' }] },
  ],
  ICON: [
    {
      name: 'items',
      kind: 'list',
      of: [{ name: 'icon', kind: 'picture' }, { name: 'label', kind: 'text' }, link],
    },
  ],
  CAROUSEL1: [{ name: 'banners', kind: 'list', of: banner }],
  CAROUSEL2: [{ name: 'banners', kind: 'list', of: banner }],
  PRODUCTCAROUSEL: [title, { name: 'product_ids', kind: 'codes' }, link],
  TITLE: [title, { name: 'subtitle', kind: 'optionalText' }, link],
  IMAGE: [...sized, link],
  SPACE: [{ name: 'height', kind: 'number' }],
  FLASHSALE: [title, link],
  LIVE: [title, link],
  BLOG: [title, { name: 'limit', kind: 'number' }, link],
  AREABANNER: [
    ...sized,
    {
      name: 'areas',
      kind: 'list',
      of: [
        { name: 'x', kind: 'number' },
        { name: 'y', kind: 'number' },
        { name: 'width', kind: 'number' },
        { name: 'height', kind: 'number' },
        { name: 'alt', kind: 'text' },
        link,
      ],
    },
  ],
};

/** A form field's name: the setting's path, dotted (`settings.slides.0.title`). */
export const pathOf = (parent: string, name: string) => (name ? `${parent}.${name}` : parent);

/** Where an uploaded file for a picture field is sent: beside the field, named `<path>.file`. */
export const fileFieldOf = (path: string) => `${path}.file`;

/** How many items a list field holds, as the form says (`<path>.length`). */
export const lengthFieldOf = (path: string) => `${path}.length`;

type Settings = Record<string, unknown>;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A number typed, NaN when not one (the API names the field). */
const numberOf = (form: FormData, name: string) => (/^-?\d+(\.\d+)?$/.test(text(form, name)) ? Number(text(form, name)) : Number.NaN);

function valueOf(form: FormData, spec: FieldSpec, path: string, pictures: ReadonlyMap<string, string>): unknown {
  switch (spec.kind) {
    case 'text':
    case 'optionalText':
    case 'paragraph':
      return { th: text(form, `${path}.th`), en: text(form, `${path}.en`) };
    case 'number':
      return numberOf(form, path);
    case 'picture':
      return pictures.get(path) ?? text(form, path);
    case 'optionalPicture':
      return pictures.get(path) ?? (text(form, path) || null);
    case 'link':
      return { link_type: text(form, `${path}.link_type`), link_value: text(form, `${path}.link_value`) };
    case 'codes':
      return text(form, path)
        .split(/[\s,]+/)
        .filter(Boolean);
    case 'list': {
      const count = Math.min(Number(text(form, lengthFieldOf(path))) || 0, 50);
      return Array.from({ length: count }, (_, index) => fieldsOf(form, spec.of, `${path}.${index}`, pictures));
    }
  }
}

/** The fields of one level (a block's settings, a list's item) read from the form; a lone unnamed field is the item. */
export function fieldsOf(form: FormData, specs: FieldSpec[], path: string, pictures: ReadonlyMap<string, string>): unknown {
  const [only] = specs;
  if (specs.length === 1 && only && only.name === '') return valueOf(form, only, path, pictures);
  return Object.fromEntries(specs.map((spec) => [spec.name, valueOf(form, spec, pathOf(path, spec.name), pictures)])) as Settings;
}

/** Every picture field's path in the form as sent (lists expanded by their lengths), for uploading their files. */
export function picturePaths(form: FormData, specs: FieldSpec[], path: string): string[] {
  return specs.flatMap((spec) => {
    const at = pathOf(path, spec.name);
    if (spec.kind === 'picture' || spec.kind === 'optionalPicture') return [at];
    if (spec.kind !== 'list') return [];
    const count = Math.min(Number(text(form, lengthFieldOf(at))) || 0, 50);
    return Array.from({ length: count }, (_, index) => picturePaths(form, spec.of, `${at}.${index}`)).flat();
  });
}

/** An empty item of a list, as a new one starts. */
export function emptyOf(specs: FieldSpec[]): unknown {
  const [only] = specs;
  const empty = (spec: FieldSpec): unknown =>
    spec.kind === 'list'
      ? [emptyOf(spec.of)]
      : spec.kind === 'number' || spec.kind === 'picture' || spec.kind === 'optionalPicture' || spec.kind === 'codes'
        ? ''
        : spec.kind === 'link'
          ? { link_type: 'NONE', link_value: '' }
          : { th: '', en: '' };
  if (specs.length === 1 && only && only.name === '') return empty(only);
  return Object.fromEntries(specs.map((spec) => [spec.name, empty(spec)]));
}
