/**
 * Slots' runs of numbers kept in one shared pool (a product's option values, its search text's words): a slot's run is
 * `count[slot]` numbers from `start[slot]`. A changed run is written at the pool's end, so what it left behind is
 * gathered up now and then: every run copied to the start of a new pool of the same kind and size, in slot order, each
 * slot's start moved to its new place. Answers the new pool and where its runs end.
 */
export function gathered<Pool extends Uint16Array | Int32Array>(
  pool: Pool,
  start: Int32Array,
  count: ArrayLike<number>,
  slots: number,
): { pool: Pool; end: number } {
  const next = new (pool.constructor as new (length: number) => Pool)(pool.length);
  let end = 0;
  for (let slot = 0; slot < slots; slot++) {
    const length = count[slot]!;
    if (length === 0) continue;
    next.set(pool.subarray(start[slot]!, start[slot]! + length), end);
    start[slot] = end;
    end += length;
  }
  return { pool: next, end };
}
