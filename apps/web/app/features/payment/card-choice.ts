import { resetInstallment, type PaymentMethod } from '@talad/domain';
import type { SavedCard } from '@talad/sdk';
import type { CardToCreate } from './card-entry.ts';

/** Which card pays: a saved one (CVV typed again), one typed on this page earlier, or a new one being typed. */
export type CardChoice = { kind: 'saved'; cardId: string } | { kind: 'typed'; card: CardToCreate } | { kind: 'new' };

/** The cards typed on this page that a method offers again: installment cards for installments, the others for cards. */
export function typedCardsFor(method: PaymentMethod, created: readonly CardToCreate[]): CardToCreate[] {
  return created.filter((card) => card.type === (method === 'INSTALLMENT' ? 'INSTALLMENT' : 'CREDITCARD'));
}

/** Saved cards pay card payments only (an installment is set up with the bank's card as it is typed). */
export function savedCardsFor(method: PaymentMethod, saved: readonly SavedCard[]): SavedCard[] {
  return method === 'CREDITCARD' ? [...saved] : [];
}

/** The first choice a method offers: the default saved card (else the newest), else the card typed last for it, else a new card. */
export function defaultChoice(method: PaymentMethod, saved: readonly SavedCard[], created: readonly CardToCreate[]): CardChoice {
  const offered = savedCardsFor(method, saved);
  const savedCard = offered.find((card) => card.is_default) ?? offered[0];
  if (savedCard) return { kind: 'saved', cardId: savedCard.card_id };
  const typed = typedCardsFor(method, created)[0];
  return typed ? { kind: 'typed', card: typed } : { kind: 'new' };
}

/**
 * The card choice when the shopper changes method. Leaving installments resets them, which clears the current card
 * if it was an installment card (spec §4); a typed card of the new method's type stays chosen.
 */
export function choiceForMethod(
  choice: CardChoice,
  from: PaymentMethod | null,
  to: PaymentMethod,
  saved: readonly SavedCard[],
  created: readonly CardToCreate[],
): CardChoice {
  let current = choice.kind === 'typed' ? choice.card : null;
  if (from === 'INSTALLMENT' && to !== 'INSTALLMENT') current = resetInstallment(current);
  if (current && typedCardsFor(to, [current]).length === 1) return { kind: 'typed', card: current };
  if (choice.kind === 'saved' && savedCardsFor(to, saved).some((card) => card.card_id === choice.cardId)) return choice;
  return defaultChoice(to, saved, created);
}
