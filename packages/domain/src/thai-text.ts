/**
 * Thai is written without spaces between words, so a trigram index over raw text matches poorly across word
 * boundaries. Text is cut into words with Intl.Segmenter (ICU's Thai dictionary) and joined with spaces;
 * the same cut is applied to the shopper's query, so both sides meet on the same words.
 */
let segmenter: Intl.Segmenter | undefined;

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

/** The indexed form of a product's texts: every word once, in first-seen order. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    if (part) for (const word of words(part)) seen.add(word);
  }
  return [...seen].join(' ');
}

/** A shopper's query as it is matched and as it is counted for popular searches. */
export function normaliseQuery(query: string): string {
  return words(query).join(' ');
}

/** Segmented Thai is stored with spaces between words; shoppers read it without them. */
export function readableKeyword(keyword: string): string {
  return keyword.replace(/(?<=[\u0E00-\u0E7F]) (?=[\u0E00-\u0E7F])/g, '');
}
