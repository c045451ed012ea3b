// @vitest-environment jsdom
import type { AdminOrderDetail, AdminRefund, RefundPreview } from '@talad/contract';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost } from '../../test-support/dom.ts';
import { TranslationProvider } from '../../lib/i18n.ts';
import { RefundDialog } from './refund-dialog.tsx';
import type { RefundAnswer } from './refund.server.ts';

/**
 * The refund dialog in a browser's document with the order screen's action stubbed: what it posts, in what order,
 * with which Idempotency-Key, and how it carries on after the second factor is asked for.
 */

const order = {
  order_no: 'TL261128000123',
  totals: { shipping_fee: 4_000, refundable_total: 50_000 },
  lines: [
    {
      id: 7,
      name: 'Linen shirt',
      image: '/media/shirt.webp',
      options: [],
      product_code: 'PRD1',
      is_gift: false,
      quantity: 2,
      refundable_quantity: 2,
      paid_per_unit: 23_000,
    },
  ],
} as unknown as AdminOrderDetail;

const preview: RefundPreview = {
  amount: 23_000,
  lines: [{ line_id: 7, quantity: 1, amount: 23_000 }],
  shipping_amount: 0,
  method: 'GATEWAY',
  cashback_reversed: 0,
  cashback_returned: 0,
  paid_total: 50_000,
  refunded_total: 0,
  refundable_after: 27_000,
  ends_payment: false,
};
const refund = { id: 'r1', status: 'SUCCEEDED', amount: 23_000 } as AdminRefund;

let posted: Record<string, string>[];
let secondFactorProved: boolean;
let refunded: AdminRefund[];
let root: Root;
let unmount: () => void;
let host: HTMLElement;

/** The order screen's action as the API would answer through it: refund steps need a proved second factor. */
function answer(form: Record<string, string>): RefundAnswer {
  if (form.intent === 'second-factor') {
    if (form.code !== '123456') return { intent: 'second-factor', ok: false, message: 'wrong code' };
    secondFactorProved = true;
    return answer({ ...form, intent: form.step! });
  }
  const step = form.intent as 'refund-preview' | 'refund';
  if (!secondFactorProved) return { intent: step, ok: false, secondFactor: true, message: '2FA' };
  return step === 'refund-preview' ? { intent: step, ok: true, preview, requestText: form.request! } : { intent: step, ok: true, refund };
}

function mount() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider language="en">
          <RefundDialog order={order} totpEnabled onClose={() => undefined} onRefunded={(done) => refunded.push(done)} />
        </TranslationProvider>
      ),
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(form);
        return answer(form);
      },
    },
  ]);
  act(() => root.render(<Stub />));
}

function typeInto(selector: string, value: string) {
  const field = host.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Waits for the router's posts and the renders they cause, inside act (as a browser would run them). */
const settled = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    check();
  });
const button = (name: RegExp) => [...host.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent ?? ''));
const press = (name: RegExp) => act(() => button(name)!.click());

beforeEach(() => {
  posted = [];
  refunded = [];
  secondFactorProved = false;
  ({ host, root, unmount } = mountHost());
});

afterEach(() => unmount());

describe('the refund dialog', () => {
  it('previews, asks for the second factor in the dialog and carries on, then refunds what was previewed with one key', async () => {
    mount();
    typeInto('#refund-line-7', '1');
    typeInto('#refund-reason', 'torn seam');
    press(/Show the amounts/);
    await settled(() => expect(host.querySelector('#refund-code')).not.toBeNull());
    expect(posted).toHaveLength(1);

    typeInto('#refund-code', '123456');
    press(/Verify and continue/);
    await settled(() => expect(button(/Refund ฿230/)).toBeDefined());
    press(/Refund ฿230/);
    await settled(() => expect(refunded).toEqual([refund]));

    const request = JSON.stringify({ lines: [{ line_id: 7, quantity: 1 }], reason: 'torn seam', restock: false });
    expect(posted.map((form) => [form.intent, form.step ?? null, form.request])).toEqual([
      ['refund-preview', null, request],
      ['second-factor', 'refund-preview', request],
      ['refund', null, request],
    ]);
    expect(new Set(posted.map((form) => form.key)).size).toBe(1);
    expect(posted[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('offers the refund only for the request it previewed: a changed quantity asks for the amounts again', async () => {
    secondFactorProved = true;
    mount();
    typeInto('#refund-line-7', '1');
    typeInto('#refund-reason', 'torn seam');
    press(/Show the amounts/);
    await settled(() => expect(button(/Refund ฿230/)).toBeDefined());
    typeInto('#refund-line-7', '2');
    expect(button(/Refund ฿/)).toBeUndefined();
    expect(button(/Show the amounts/)).toBeDefined();
  });

  it('names what is missing instead of asking the API for nothing', () => {
    mount();
    press(/Show the amounts/);
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Choose items, the delivery fee or an amount');
    expect(posted).toEqual([]);
  });

  it('makes a new key for each opening of the dialog', async () => {
    secondFactorProved = true;
    for (let opening = 0; opening < 2; opening += 1) {
      mount();
      typeInto('#refund-reason', 'goodwill');
      typeInto('#refund-amount', '50');
      press(/Show the amounts/);
      await settled(() => expect(posted).toHaveLength(opening + 1));
      act(() => root.render(<></>));
    }
    expect(posted[0]!.key).not.toBe(posted[1]!.key);
  });
});
