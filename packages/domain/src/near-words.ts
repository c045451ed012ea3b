import { foldThai } from './thai-text.ts';

/** Letter triples of a text (padded, so short words have some), the measure pg_trgm uses too. */
function trigrams(text: string): Set<string> {
  const letters = [...`  ${text.replace(/\s+/g, ' ')} `];
  const found = new Set<string>();
  for (let index = 0; index + 3 <= letters.length; index += 1) found.add(letters.slice(index, index + 3).join(''));
  return found;
}

function similarity(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const triple of left) if (right.has(triple)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/**
 * A vocabulary word folded and cut into triples, kept: every search that finds nothing compares the same few hundred
 * shop words again (a CPU profile at 100,000 products put 4 % of a search run's API time in trigrams()). Bounded, so
 * searched words that come and go cannot grow it without end.
 */
const preparedWords = new Map<string, { folded: string; triples: Set<string> }>();
const PREPARED_WORDS_LIMIT = 10_000;

function prepared(word: string): { folded: string; triples: Set<string> } {
  const known = preparedWords.get(word);
  if (known) return known;
  if (preparedWords.size >= PREPARED_WORDS_LIMIT) preparedWords.clear();
  const folded = foldThai(word).trim();
  const entry = { folded, triples: trigrams(folded) };
  preparedWords.set(word, entry);
  return entry;
}

/** Below this, a word shares too little with the query to be what the shopper meant. */
const NEAR_ENOUGH = 0.3;

/**
 * The words of the shop (brands, categories, everyday names) nearest a query that found nothing, best first, for
 * "did you mean". Compared with tone marks folded, as searches are; shown as the shop spells them.
 */
export function nearWords(query: string, vocabulary: readonly string[], limit = 3): string[] {
  const typed = foldThai(query).trim();
  const typedTriples = trigrams(typed);
  const scored = new Map<string, { word: string; score: number }>();
  for (const word of vocabulary) {
    const { folded, triples } = prepared(word);
    if (!folded || folded === typed || scored.has(folded)) continue;
    scored.set(folded, { word, score: similarity(typedTriples, triples) });
  }
  return [...scored.values()]
    .filter((entry) => entry.score >= NEAR_ENOUGH)
    .sort((left, right) => right.score - left.score)
    .slice(0, limit)
    .map((entry) => entry.word);
}

/**
 * Words of the shop that complete what is being typed, for the search box: those starting with it first, then those
 * with a later word starting with it, each group in the vocabulary's order (most searched first). Tone marks folded.
 */
export function completions(typed: string, vocabulary: readonly string[], limit = 8): string[] {
  const start = foldThai(typed).trim();
  if (!start) return [];
  const leading: string[] = [];
  const inner: string[] = [];
  const seen = new Set<string>();
  for (const word of vocabulary) {
    const folded = foldThai(word).trim();
    if (seen.has(folded) || folded === start) continue;
    seen.add(folded);
    if (folded.startsWith(start)) leading.push(word);
    else if (folded.split(' ').some((part) => part.startsWith(start))) inner.push(word);
  }
  return [...leading, ...inner].slice(0, limit);
}
