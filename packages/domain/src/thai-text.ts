import { SEARCH_ALIASES } from './search-aliases.ts';

/**
 * Thai is written without spaces between words, so a trigram index over raw text matches poorly across word
 * boundaries. Text is cut into words with Intl.Segmenter (ICU's Thai dictionary) and joined with spaces;
 * the same cut is applied to the shopper's query, so both sides meet on the same words. Shoppers also drop tone
 * marks (รองเทา for รองเท้า) and stop typing half-way through a word the dictionary cuts in two (ไอโฟ for ไอโฟน, which
 * it cuts as ไอ·โฟน): both sides are matched with tone marks folded away, and the product keeps each of its
 * space-separated runs whole beside its words, so a prefix of a run is a substring of the text.
 */
let segmenter: Intl.Segmenter | undefined;

/** Tone marks (่ ้ ๊ ๋), mai taikhu (็) and the silencer (์): often left out or put on the wrong letter. */
export const FOLDED_THAI_MARKS = '\u0E47\u0E48\u0E49\u0E4A\u0E4B\u0E4C';
const FOLDED_MARKS = new RegExp(`[${FOLDED_THAI_MARKS}]`, 'g');

/** Lower case, NFC, Thai marks that shoppers drop removed: the form both sides of a match are compared in. */
export function foldThai(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(FOLDED_MARKS, '');
}

/** Lower-cased words of a text, Thai segmented, punctuation dropped. */
function words(text: string): string[] {
  // Made on first use: the domain package loads in every browser page, which never cuts words.
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const found: string[] = [];
  for (const segment of segmenter.segment(text.normalize('NFC').toLowerCase())) {
    if (segment.isWordLike) found.push(segment.segment);
  }
  return found;
}

/**
 * The space-separated runs of a text, folded, with punctuation at their ends dropped. Thai vowels above and below
 * the line are marks (\p{M}), not letters: kept, or สี ran as ส and ดี as ด, a one-letter run every product holds,
 * which no trigram index can serve.
 */
function runs(text: string): string[] {
  return foldThai(text)
    .split(/\s+/)
    .map((run) => run.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

interface Alias {
  folded: string;
  isPhrase: boolean;
}

/** The alias groups folded and cut once: every product's search text asks each of them (100,000 at a large seed). */
let aliasGroups: Alias[][] | undefined;
function foldedAliasGroups(): Alias[][] {
  aliasGroups ??= SEARCH_ALIASES.map((group) => group.map((alias) => ({ folded: foldThai(alias), isPhrase: words(alias).length > 1 })));
  return aliasGroups;
}

/** Whether a product text (its folded words and runs) holds an alias: a whole word, or inside a run if it is a phrase. */
function holds(found: ReadonlySet<string>, text: string, alias: Alias): boolean {
  return found.has(alias.folded) || (alias.isPhrase && text.includes(alias.folded));
}

/**
 * The indexed form of a product's texts: its folded words, then its runs not already among them, then the other
 * spellings of any alias group it holds; every entry once, in first-seen order.
 */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const present = parts.filter((part): part is string => Boolean(part));
  for (const part of present) for (const word of words(part)) seen.add(foldThai(word));
  for (const part of present) for (const run of runs(part)) seen.add(run);
  const text = [...seen].join(' ');
  for (const group of foldedAliasGroups()) {
    if (!group.some((alias) => holds(seen, text, alias))) continue;
    for (const alias of group) seen.add(alias.folded);
  }
  return [...seen].join(' ');
}

/** A shopper's query as it is counted for popular searches (marks kept: it is shown back to shoppers). */
export function normaliseQuery(query: string): string {
  return words(query).join(' ');
}

/**
 * What a query is matched with: its folded words (each a substring of the product text), and its folded runs (the
 * query as typed, cut only where the shopper typed a space), which find a half-typed word the dictionary would cut
 * differently. `text` is the folded words joined, compared for typos.
 */
export interface SearchTerms {
  text: string;
  words: string[];
  runs: string[];
}

export function searchTerms(query: string): SearchTerms {
  const folded = [...new Set(words(query).map(foldThai))].filter(Boolean);
  return { text: folded.join(' '), words: folded, runs: [...new Set(runs(query))] };
}

/** Segmented Thai is stored with spaces between words; shoppers read it without them. */
export function readableKeyword(keyword: string): string {
  return keyword.replace(/(?<=[\u0E00-\u0E7F]) (?=[\u0E00-\u0E7F])/g, '');
}
