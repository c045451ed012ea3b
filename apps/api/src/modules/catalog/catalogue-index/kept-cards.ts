/**
 * Cards of listed products kept for a few seconds (the answer cache's time, ANSWER_CACHE_MS), so that a page of
 * distinct listings reads only the cards it has not met lately instead of a statement for every page. A card shows stock
 * and units sold, which orders change without a change logged for the index: those are at most this old, as a kept
 * answer is. A change the index reads or is told of forgets the cards it touches (all of them, when told).
 */
export class KeptCards<Card> {
  private readonly kept = new Map<number, { card: Card; at: number }>();

  constructor(
    private readonly keepMs: number,
    private readonly most: number,
    private readonly now: () => number,
  ) {}

  /** The cards of `ids` (none for a product `read` did not answer: withdrawn since), the missing read in one call. */
  async of(ids: readonly number[], read: (ids: number[]) => Promise<Map<number, Card>>): Promise<Map<number, Card>> {
    const found = new Map<number, Card>();
    const missing: number[] = [];
    const now = this.now();
    for (const id of ids) {
      const entry = this.kept.get(id);
      if (entry && now - entry.at < this.keepMs) found.set(id, entry.card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const fresh = await read(missing);
    for (const [id, card] of fresh) {
      found.set(id, card);
      if (this.keepMs === 0) continue;
      // Oldest first out: a Map iterates in the order its keys were set.
      this.kept.delete(id);
      this.kept.set(id, { card, at: now });
      if (this.kept.size > this.most) this.kept.delete(this.kept.keys().next().value!);
    }
    return found;
  }

  forget(ids?: readonly number[]): void {
    if (!ids) this.kept.clear();
    else for (const id of ids) this.kept.delete(id);
  }
}
