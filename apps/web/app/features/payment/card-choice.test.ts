import type { SavedCard } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { choiceForMethod, defaultChoice, savedCardsFor, typedCardsFor } from './card-choice.ts';
import { cardToCreate, type CardDraft } from './card-entry.ts';

const draft: CardDraft = { card_number: '4111111111111111', exp_date: '08/29', cvv: '123', holder_name: 'A B', save_card: false };
const typedCard = cardToCreate(draft, 'CREDITCARD');
const installmentCard = cardToCreate({ ...draft, card_number: '5555555555554444' }, 'INSTALLMENT');
const saved: SavedCard = {
  card_id: '5f0c6a4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  type: 'CREDITCARD',
  card_type: 'Visa',
  marked_card: 'XXXX XXXX XXXX 1111',
  exp_date: '08/29',
  holder_name: 'A B',
  is_default: false,
  created_at: '2026-11-01T00:00:00Z',
};

describe('which card pays (spec §4)', () => {
  it('offers saved cards to card payments only, and typed cards to the method of their type', () => {
    expect(savedCardsFor('CREDITCARD', [saved])).toEqual([saved]);
    expect(savedCardsFor('INSTALLMENT', [saved])).toEqual([]);
    expect(typedCardsFor('CREDITCARD', [typedCard, installmentCard])).toEqual([typedCard]);
    expect(typedCardsFor('INSTALLMENT', [typedCard, installmentCard])).toEqual([installmentCard]);
  });

  it('starts with a saved card, else the card typed for the method, else a new one', () => {
    expect(defaultChoice('CREDITCARD', [saved], [typedCard])).toEqual({ kind: 'saved', cardId: saved.card_id });
    expect(defaultChoice('CREDITCARD', [], [typedCard])).toEqual({ kind: 'typed', card: typedCard });
    expect(defaultChoice('INSTALLMENT', [saved], [typedCard])).toEqual({ kind: 'new' });
  });

  it('preselects the member’s default card, not the newest (issue #29)', () => {
    const amex: SavedCard = { ...saved, card_id: '6f0c6a4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', card_type: 'American_Express', is_default: true };
    expect(defaultChoice('CREDITCARD', [saved, amex], [typedCard])).toEqual({ kind: 'saved', cardId: amex.card_id });
    expect(defaultChoice('CREDITCARD', [amex, saved], [])).toEqual({ kind: 'saved', cardId: amex.card_id });
  });

  it('resetting installment (leaving the method) clears the current card when it was an installment card', () => {
    const current = { kind: 'typed', card: installmentCard } as const;
    expect(choiceForMethod(current, 'INSTALLMENT', 'CREDITCARD', [], [installmentCard])).toEqual({ kind: 'new' });
    expect(choiceForMethod(current, 'INSTALLMENT', 'CREDITCARD', [saved], [installmentCard])).toEqual({
      kind: 'saved',
      cardId: saved.card_id,
    });
    // Coming back, the installment card typed earlier is offered again (the page keeps it, §4).
    expect(choiceForMethod({ kind: 'new' }, 'CREDITCARD', 'INSTALLMENT', [], [installmentCard])).toEqual({
      kind: 'typed',
      card: installmentCard,
    });
  });

  it('keeps a card payment’s own choice across other methods', () => {
    expect(choiceForMethod({ kind: 'typed', card: typedCard }, 'CREDITCARD', 'ATM', [], [typedCard])).toEqual({
      kind: 'typed',
      card: typedCard,
    });
    expect(choiceForMethod({ kind: 'typed', card: typedCard }, 'ATM', 'CREDITCARD', [], [typedCard])).toEqual({
      kind: 'typed',
      card: typedCard,
    });
    expect(choiceForMethod({ kind: 'saved', cardId: saved.card_id }, 'CREDITCARD', 'CREDITCARD', [saved], [])).toEqual({
      kind: 'saved',
      cardId: saved.card_id,
    });
  });
});
