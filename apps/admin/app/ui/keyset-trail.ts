/**
 * "Previous" on a keyset list (issue #26). The API pages forward only: each page names the cursor of the next. The
 * address keeps the cursor of the page on screen (`cursor`) and those of the pages before it (`back`, oldest first,
 * the first page as an empty entry), so "previous" is a plain link that reloads the page before — no counting, no
 * offsets, and a copied address opens the same page. Cursors are URL-safe base64, so `.` can join them.
 * At most BACK_STEPS are kept (a cursor can be a few hundred characters; addresses stay short): further back than
 * that, "first page" is the way.
 */
export const BACK_STEPS = 10;
const JOIN = '.';

export interface KeysetPlace {
  cursor: string | null;
  back: string[];
}

export function keysetPlaceOf(search: URLSearchParams): KeysetPlace {
  const cursor = search.get('cursor') || null;
  const back = search.get('back');
  return { cursor, back: cursor && back !== null ? back.split(JOIN).slice(-BACK_STEPS) : [] };
}

/** The address's query with this place in it (every other parameter kept: status, q …). */
function withPlace(search: URLSearchParams, place: KeysetPlace): string {
  const next = new URLSearchParams(search);
  next.delete('cursor');
  next.delete('back');
  if (place.cursor) {
    next.set('cursor', place.cursor);
    // No `back` at all when nothing is remembered: an empty `back` is the first page remembered ([''], not []).
    if (place.back.length > 0) next.set('back', place.back.join(JOIN));
  }
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The query of the next page, or null on the last one. */
export function nextPageQuery(search: URLSearchParams, nextCursor: string | null): string | null {
  if (!nextCursor) return null;
  const here = keysetPlaceOf(search);
  return withPlace(search, { cursor: nextCursor, back: [...here.back, here.cursor ?? ''].slice(-BACK_STEPS) });
}

/** The query of the page before, or null on the first page (or past what the address remembers). */
export function previousPageQuery(search: URLSearchParams): string | null {
  const here = keysetPlaceOf(search);
  if (!here.cursor || here.back.length === 0) return null;
  return withPlace(search, { cursor: here.back.at(-1) || null, back: here.back.slice(0, -1) });
}

/** The query of the first page, or null on it. */
export function firstPageQuery(search: URLSearchParams): string | null {
  return keysetPlaceOf(search).cursor ? withPlace(search, { cursor: null, back: [] }) : null;
}
