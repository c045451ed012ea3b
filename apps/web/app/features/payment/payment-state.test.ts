import type { OrderPayment, PaymentAttempt } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { paymentPhase, POLL_DELAYS_MS, pollDelay } from './payment-state.ts';

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  payment_id: '5f0c6a4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  method: 'CREDITCARD',
  status: 'PENDING',
  amount: 129_000,
  failure: null,
  card: null,
  installment: null,
  slip: null,
  created_at: '2026-11-23T12:00:00Z',
  paid_at: null,
  ...overrides,
});

const payment = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  order_id: '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a01',
  order_no: 'TL261123000001',
  order_status: 'PAYMENT',
  amount_due: 129_000,
  expires_at: '2026-11-24T12:00:00Z',
  result: null,
  payable: true,
  latest: null,
  methods: [],
  installment_plans: [],
  simulator_url: null,
  ...overrides,
});

const slip = { kind: 'ATM', payment_code: '1234567890', partner: null, qr_payload: null, deadline: '2026-11-24T12:00:00Z' } as const;

describe('where a payment stands (spec §3 payment results ORDEREXPIRED, PAID)', () => {
  it('reads the order’s result first', () => {
    expect(paymentPhase(payment({ result: 'PAID', payable: false, latest: attempt({ status: 'PAID' }) }))).toBe('paid');
    expect(paymentPhase(payment({ result: 'ORDEREXPIRED', payable: false }))).toBe('closed');
    expect(paymentPhase(payment({ payable: false, latest: attempt({ status: 'CANCELLED' }) }))).toBe('closed');
  });

  it('then the latest attempt: none, pending, a slip to pay, failed', () => {
    expect(paymentPhase(payment())).toBe('unpaid');
    expect(paymentPhase(payment({ latest: attempt() }))).toBe('pending');
    expect(paymentPhase(payment({ latest: attempt({ method: 'ATM', slip }) }))).toBe('slip');
    expect(paymentPhase(payment({ latest: attempt({ status: 'FAILED', failure: { code: '4001', message: 'declined' } }) }))).toBe('failed');
    expect(paymentPhase(payment({ latest: attempt({ status: 'REFUNDED' }) }))).toBe('failed');
  });

  it('keeps waiting for an attempt still pending on the gateway after the deadline (a late approval is refunded, not lost)', () => {
    expect(paymentPhase(payment({ payable: false, latest: attempt() }))).toBe('pending');
  });
});

describe('the polling schedule of /payment/processing', () => {
  it('asks quickly first, then slower, and stops after about a minute and a half', () => {
    expect(pollDelay(0)).toBe(1000);
    expect(POLL_DELAYS_MS).toEqual([...POLL_DELAYS_MS].sort((a, b) => a - b));
    const total = POLL_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(60_000);
    expect(total).toBeLessThanOrEqual(120_000);
    expect(pollDelay(POLL_DELAYS_MS.length)).toBeNull();
  });
});
