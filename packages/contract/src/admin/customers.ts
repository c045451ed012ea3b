import { CASE_FLOW, CASE_TOPICS, CASHBACK_STATUSES, CASHBACK_TRANSACTION_TYPES, MEMBERSHIP_TIERS } from '@talad/domain';
import { z } from 'zod';
import { adminSearchText, keysetPageOf, keysetQuery } from './common.ts';

/**
 * The admin's customers (issue #26; permission customers.read): registered members, searched by name, phone or
 * e-mail. Phone and e-mail are masked ("08x-xxx-5678", "s******@example.com") unless the caller also holds
 * customers.pii; `contact_masked` says which the answer holds. A search by a phone or an e-mail still finds the
 * member without customers.pii (the caller typed it), the answer stays masked.
 */

/** GET admin/customers ?q&cursor&limit: newest members first. */
export const adminCustomersQuery = z.object({ q: adminSearchText.optional(), ...keysetQuery });
export type AdminCustomersQuery = z.output<typeof adminCustomersQuery>;
export type AdminCustomersQueryWire = z.input<typeof adminCustomersQuery>;

export const adminCustomerEntry = z.object({
  customer_id: z.string(),
  /** First and last name, else the display name; empty when the member gave neither. */
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tier: z.enum(MEMBERSHIP_TIERS),
  /** Spend of the last 12 months, satang: what the tier follows. */
  yearly_spend: z.number().int(),
  /** When the account was made (for a member who shopped as a guest first, that first visit). */
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The member deleted their account: personal data is erased, the orders remain. */
  deleted: z.boolean(),
});
export type AdminCustomerEntry = z.infer<typeof adminCustomerEntry>;

export const adminCustomersPage = keysetPageOf(adminCustomerEntry).extend({ contact_masked: z.boolean() });
export type AdminCustomersPage = z.infer<typeof adminCustomersPage>;

export const adminCustomerParams = z.object({ id: z.uuid('must be a customer id') });

/** Lists in the detail hold the newest this many; the counts say how many there are. */
export const ADMIN_CUSTOMER_RECENT = 20;

export const adminCustomerOrder = z.object({
  order_id: z.string(),
  order_no: z.string(),
  status: z.string(),
  total: z.number().int().describe('Satang'),
  placed_at: z.string(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrder>;

export const adminCashbackEntry = z.object({
  id: z.number().int(),
  type: z.enum(CASHBACK_TRANSACTION_TYPES),
  status: z.enum(CASHBACK_STATUSES),
  amount: z.number().int().describe('Signed satang: credits positive, spending and expiry negative'),
  order_no: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCashbackEntry = z.infer<typeof adminCashbackEntry>;

export const adminCustomerCase = z.object({
  case_no: z.string(),
  topic: z.enum(CASE_TOPICS),
  status: z.enum(CASE_FLOW.states),
  order_no: z.string().nullable(),
  opened_at: z.string(),
  updated_at: z.string(),
});
export type AdminCustomerCase = z.infer<typeof adminCustomerCase>;

/** GET admin/customers/{id}: the member with their newest orders, cashback ledger and cases. */
export const adminCustomerDetail = adminCustomerEntry.extend({
  contact_masked: z.boolean(),
  orders: z.object({ total: z.number().int(), recent: z.array(adminCustomerOrder) }),
  cashback: z.object({
    /** Spendable now (the sum of the COMPLETE entries), satang. */
    balance: z.number().int(),
    total: z.number().int(),
    recent: z.array(adminCashbackEntry),
  }),
  cases: z.object({ total: z.number().int(), recent: z.array(adminCustomerCase) }),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;
