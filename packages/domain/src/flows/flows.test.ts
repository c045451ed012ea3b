import { describe, expect, it } from 'vitest';
import { CARD_VERIFICATION_FLOW } from './card-verification-flow.ts';
import { CASE_FLOW } from './case-flow.ts';
import { ACTORS, defineFlow, isTerminal, nextStates, transition, type Flow } from './flow.ts';
import { ORDER_FLOW } from './order-flow.ts';
import { attemptThatCounts, PAYMENT_FLOW } from './payment-flow.ts';
import { SHIPMENT_FLOW } from './shipment-flow.ts';

const FLOWS = {
  order: ORDER_FLOW,
  payment: PAYMENT_FLOW,
  shipment: SHIPMENT_FLOW,
  case: CASE_FLOW,
  cardVerification: CARD_VERIFICATION_FLOW,
} as Record<string, Flow<string, string>>;

describe.each(Object.entries(FLOWS))('the %s flow', (_name, flow) => {
  it('allows exactly the moves of its table, to exactly the actors named', () => {
    for (const from of flow.states) {
      for (const to of flow.states) {
        const move = flow.moves[from]?.[to];
        for (const actor of ACTORS) {
          const answer = transition(flow, from, to, actor);
          if (!move) expect(answer).toEqual({ ok: false, error: 'STATE_TRANSITION_INVALID' });
          else if (move.by.includes(actor)) expect(answer).toEqual({ ok: true, effects: move.effects });
          else expect(answer).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
        }
      }
    }
  });

  it('never moves a state to itself (a repeated notification is answered by the caller, not re-applied)', () => {
    for (const state of flow.states) for (const actor of ACTORS) expect(transition(flow, state, state, actor).ok).toBe(false);
  });
});

describe('order states', () => {
  it('give everything back whenever an order is cancelled, and refund only what was paid', () => {
    for (const from of ['PAYMENT', 'SHIPMENT', 'RECEIPT'] as const) {
      const effects = ORDER_FLOW.moves[from]?.CANCELLED?.effects ?? [];
      expect(effects).toEqual(expect.arrayContaining(['releaseStock', 'returnCoupons', 'returnCashback']));
      expect(effects.includes('refundPayment')).toBe(from !== 'PAYMENT');
    }
  });

  it('let the shopper cancel only before the parcel leaves, and confirm receipt only once it is on its way', () => {
    expect(nextStates(ORDER_FLOW, 'PAYMENT', 'shopper')).toEqual(['CANCELLED']);
    expect(nextStates(ORDER_FLOW, 'SHIPMENT', 'shopper')).toEqual(['CANCELLED']);
    expect(nextStates(ORDER_FLOW, 'RECEIPT', 'shopper')).toEqual(['COMPLETED']);
    expect(nextStates(ORDER_FLOW, 'COMPLETED', 'shopper')).toEqual([]);
  });

  it('earns cashback and opens reviews only on completion', () => {
    expect(transition(ORDER_FLOW, 'RECEIPT', 'COMPLETED', 'shopper')).toEqual({
      ok: true,
      effects: ['earnCashback', 'openReviews', 'addTierSpend', 'notifyShopper'],
    });
    expect(isTerminal(ORDER_FLOW, 'COMPLETED')).toBe(true);
    expect(isTerminal(ORDER_FLOW, 'CANCELLED')).toBe(true);
  });
});

describe('payment and shipment states', () => {
  it('only the gateway (or our COD collection) marks a payment paid; only the system expires it', () => {
    expect(transition(PAYMENT_FLOW, 'PENDING', 'PAID', 'shopper')).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
    expect(transition(PAYMENT_FLOW, 'PENDING', 'PAID', 'gateway')).toEqual({
      ok: true,
      effects: ['moveOrderToShipment', 'issueSaleDocument', 'notifyShopper'],
    });
    expect(transition(PAYMENT_FLOW, 'PENDING', 'EXPIRED', 'system')).toEqual({ ok: true, effects: ['cancelOrder'] });
  });

  it('takes money for a closed attempt only from the gateway, and settles it (pays the order or refunds it)', () => {
    for (const closed of ['FAILED', 'EXPIRED', 'CANCELLED'] as const) {
      expect(transition(PAYMENT_FLOW, closed, 'PAID', 'gateway')).toEqual({
        ok: true,
        effects: ['settleLatePayment', 'issueSaleDocument'],
      });
      for (const actor of ['shopper', 'system', 'staff', 'carrier'] as const)
        expect(transition(PAYMENT_FLOW, closed, 'PAID', actor)).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
      expect(nextStates(PAYMENT_FLOW, closed, 'gateway')).toEqual(['PAID']);
    }
    // A late failure never undoes a payment; a refund is never undone.
    expect(transition(PAYMENT_FLOW, 'PAID', 'FAILED', 'gateway')).toEqual({ ok: false, error: 'STATE_TRANSITION_INVALID' });
    expect(isTerminal(PAYMENT_FLOW, 'REFUNDED')).toBe(true);
  });

  it("covers the spec's seven shipment statuses, a failed delivery retried or returned", () => {
    expect([...SHIPMENT_FLOW.states].sort()).toEqual([
      'CANCELLED',
      'DELIVERED',
      'DELIVERYFAILED',
      'DEPARTED',
      'PICKUP',
      'SHIPMENT',
      'SHIPPING',
    ]);
    expect(nextStates(SHIPMENT_FLOW, 'DELIVERYFAILED', 'staff')).toEqual(['SHIPPING', 'CANCELLED']);
    expect(nextStates(SHIPMENT_FLOW, 'DELIVERED', 'staff')).toEqual([]);
  });
});

describe('defineFlow', () => {
  it('refuses a table that moves to an unknown state, lets nobody move, or strands a state', () => {
    expect(() => defineFlow({ states: ['A', 'B'], moves: { A: { C: { by: ['staff'], effects: [] } } } as never })).toThrow(
      /unknown state C/,
    );
    expect(() => defineFlow({ states: ['A', 'B'], moves: { A: { B: { by: [], effects: [] } } } })).toThrow(/nobody/);
    expect(() => defineFlow({ states: ['A', 'B', 'C'], moves: { A: { B: { by: ['staff'], effects: [] } } } })).toThrow(
      /unreachable states C/,
    );
  });
});

describe('support case states', () => {
  it("the staff answer an open case, the member's reply opens an answered one again, and either may close it", () => {
    expect(nextStates(CASE_FLOW, 'OPEN', 'staff')).toEqual(['ANSWERED', 'CLOSED']);
    expect(nextStates(CASE_FLOW, 'ANSWERED', 'shopper')).toEqual(['OPEN', 'CLOSED']);
    expect(nextStates(CASE_FLOW, 'OPEN', 'shopper')).toEqual(['CLOSED']);
    expect(transition(CASE_FLOW, 'ANSWERED', 'OPEN', 'staff')).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
  });

  it('a closed case is closed for good: no reply or answer reopens it', () => {
    expect(isTerminal(CASE_FLOW, 'CLOSED')).toBe(true);
    for (const actor of ACTORS) expect(nextStates(CASE_FLOW, 'CLOSED', actor)).toEqual([]);
  });
});

describe('the attempt that counts', () => {
  it('is the one that took the money, even when a newer attempt replaced it; else the newest', () => {
    expect(attemptThatCounts([{ status: 'CANCELLED' }, { status: 'PAID' }])).toEqual({ status: 'PAID' });
    expect(attemptThatCounts([{ status: 'CANCELLED' }, { status: 'REFUNDED' }])).toEqual({ status: 'REFUNDED' });
    expect(
      attemptThatCounts([
        { status: 'FAILED', n: 2 },
        { status: 'CANCELLED', n: 1 },
      ]),
    ).toEqual({ status: 'FAILED', n: 2 });
    expect(attemptThatCounts([])).toBeUndefined();
  });
});
