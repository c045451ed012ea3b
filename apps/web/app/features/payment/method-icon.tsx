import type { PayableMethod } from './payment-state.ts';

/** Line drawings (24×24, stroked) for each payment method: inline, nothing to fetch. */
const DRAWINGS: Record<PayableMethod, string> = {
  CREDITCARD: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h3',
  INSTALLMENT:
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5zM4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h0M8 17h2',
  PROMPTPAY: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  APP_TO_APP: 'M7 3.5A1.5 1.5 0 0 1 8.5 2h7A1.5 1.5 0 0 1 17 3.5v17a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 20.5zM11 19h2M10 8l2 2 3-3',
  BANK_ONLINE: 'M3 9l9-5 9 5M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18',
  TRUEWALLET: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v10A1.5 1.5 0 0 0 5.5 19H20v-11H6.5A2.5 2.5 0 0 1 4 7.5zM16 13.5h1',
  LINEPAY: 'M12 4c-4.97 0-9 3.13-9 7 0 3.5 3.3 6.4 7.6 6.9L10 21l4.2-3.3C18 16.8 21 14.1 21 11c0-3.87-4.03-7-9-7zM8 10v3M11 10v3M14 10v3',
  ATM: 'M3 4h18v7H3zM7 11v9h10v-9M10 15h4M12 7h0',
  COUNTER: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
};

export function MethodIcon({ method, className = 'size-6' }: { method: PayableMethod; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={DRAWINGS[method]} />
    </svg>
  );
}

/** The padlock of "secure payment". */
export function LockIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
