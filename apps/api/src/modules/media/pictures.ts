import { DRAWINGS } from './drawings.ts';

/**
 * Deterministic pictures drawn as SVG: a product photo stand-in (a drawing of its kind of goods in the variant's
 * colour on its category's tint, with the brand's initials), banners and logos. Same input, same picture.
 */
export interface Picture {
  svg: string;
  /** Height over width. */
  ratio: number;
}

const WIDTH = 1024;

/** Raise when a picture is drawn differently: the disk cache of generated pictures is kept per version. */
export const PICTURE_DRAWING_VERSION = 5;

function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ (character.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`);

function canvas(ratio: number, body: string): Picture {
  const height = Math.round(WIDTH * ratio);
  return {
    ratio,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">${body}</svg>`,
  };
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function label(text: string, x: number, y: number, size: number, colour: string, weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Tlwg Typo, sans-serif" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** A main category's shape, for a product whose own category has no drawing of its own (drawings.ts). */
const SHAPES: Record<string, (fill: string) => string> = {
  'mobile-tablet': (fill) =>
    `<rect x="352" y="152" width="320" height="620" rx="48" fill="${fill}"/><rect x="380" y="200" width="264" height="500" rx="16" fill="#ffffff" opacity="0.25"/>`,
  appliances: (fill) =>
    `<rect x="262" y="212" width="500" height="520" rx="36" fill="${fill}"/><circle cx="512" cy="472" r="150" fill="#ffffff" opacity="0.3"/>`,
  fashion: (fill) =>
    `<path d="M352 232 L432 192 Q512 252 592 192 L672 232 L752 352 L672 392 L672 792 L352 792 L352 392 L272 352 Z" fill="${fill}"/>`,
  beauty: (fill) =>
    `<rect x="412" y="332" width="200" height="440" rx="28" fill="${fill}"/><rect x="452" y="212" width="120" height="130" rx="16" fill="${fill}" opacity="0.7"/>`,
  'home-garden': (fill) =>
    `<path d="M232 472 L512 232 L792 472 L792 792 L232 792 Z" fill="${fill}"/><rect x="452" y="592" width="120" height="200" fill="#ffffff" opacity="0.35"/>`,
  'mom-baby': (fill) =>
    `<circle cx="512" cy="432" r="200" fill="${fill}"/><circle cx="442" cy="412" r="22" fill="#ffffff"/><circle cx="582" cy="412" r="22" fill="#ffffff"/>`,
  sports: (fill) =>
    `<circle cx="512" cy="482" r="260" fill="${fill}"/><path d="M252 482 H772 M512 222 V742" stroke="#ffffff" stroke-width="14" opacity="0.5"/>`,
  'food-drinks': (fill) =>
    `<path d="M372 252 H652 L612 792 H412 Z" fill="${fill}"/><rect x="352" y="212" width="320" height="56" rx="20" fill="${fill}" opacity="0.8"/>`,
};

export interface ProductPictureFacts {
  main: string;
  /** The product's own (deepest) category: what it is drawn as. */
  kind: string;
  categoryColour: string;
  colour: string | null;
  brand: string;
  index: number;
}

export function productPicture(facts: ProductPictureFacts): Picture {
  const fill = facts.colour ?? facts.categoryColour;
  const shape = DRAWINGS[facts.kind] ?? SHAPES[facts.main] ?? SHAPES['home-garden'];
  const initials =
    facts.brand
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word[0])
      .join('')
      .slice(0, 3)
      .toUpperCase() || 'TL';
  // Pictures after the first show the product a little turned, like a second photo would.
  const turn = (facts.index - 1) * 8;
  return canvas(
    1,
    `${gradient('bg', '#ffffff', `${facts.categoryColour}33`)}<rect width="1024" height="1024" fill="url(#bg)"/>` +
      `<g transform="rotate(${turn} 512 512)">${shape?.(fill) ?? ''}</g>` +
      `<ellipse cx="512" cy="900" rx="300" ry="26" fill="#000000" opacity="0.08"/>${label(initials, 512, 980, 64, '#1f2937')}`,
  );
}

export function swatchPicture(colour: string): Picture {
  return canvas(1, `<rect width="1024" height="1024" fill="${colour}"/><circle cx="512" cy="512" r="420" fill="#ffffff" opacity="0.12"/>`);
}

const PALETTES = [
  ['#4f46e5', '#9333ea'],
  ['#db2777', '#f59e0b'],
  ['#0891b2', '#10b981'],
  ['#ef4444', '#f97316'],
  ['#1e3a8a', '#3b82f6'],
  ['#7c3aed', '#ec4899'],
] as const;

/**
 * The title's font size: a one- or two-letter mark (an ICON block's symbol) fills half a square picture; words are at
 * most 96 px and shrink to fit nine tenths of the width (a Latin letter is about 0.6 em wide).
 */
export function titleSize(title: string, height: number): number {
  const letters = [...title].length;
  if (letters <= 2) return Math.round(height / 2);
  return Math.floor(Math.min(96, height / 4, (WIDTH * 0.9) / (letters * 0.6)));
}

/** A wide banner: its name picks the palette and the pattern; the title (Latin script) is optional. */
export function bannerPicture(name: string, ratio: number, title?: string, colour?: string): Picture {
  const seed = hash(name);
  const [from, to] = colour ? [colour, `${colour}aa`] : (PALETTES[seed % PALETTES.length] ?? PALETTES[0]);
  const height = Math.round(WIDTH * ratio);
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = (hash(`${name}${index}x`) % WIDTH) | 0;
    const y = (hash(`${name}${index}y`) % height) | 0;
    const r = 40 + (hash(`${name}${index}r`) % Math.max(60, height / 2));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${0.06 + (index % 3) * 0.05}"/>`;
  }).join('');
  const text = title ? label(title, WIDTH / 2, height / 2 + titleSize(title, height) * 0.35, titleSize(title, height), '#ffffff') : '';
  return canvas(ratio, `${gradient('banner', from, to)}<rect width="${WIDTH}" height="${height}" fill="url(#banner)"/>${circles}${text}`);
}
