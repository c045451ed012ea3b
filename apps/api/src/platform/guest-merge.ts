import type { Transaction } from '../db/client.ts';

export interface GuestMerge {
  guestId: string;
  memberId: string;
}

/** One domain's part of turning a guest's data into the member's (cart, wish list, recently viewed, consents …). */
export type GuestMergeStep = (tx: Transaction, merge: GuestMerge) => Promise<void>;

/**
 * Domains register their step at start-up; sign-in runs every step in the sign-in transaction, so a merge is all or
 * nothing.
 */
export class GuestMergeRegistry {
  private readonly steps = new Map<string, GuestMergeStep>();

  register(name: string, step: GuestMergeStep) {
    if (this.steps.has(name)) throw new Error(`guest merge step ${name} is registered twice`);
    this.steps.set(name, step);
  }

  async run(tx: Transaction, merge: GuestMerge) {
    for (const step of this.steps.values()) await step(tx, merge);
  }
}
