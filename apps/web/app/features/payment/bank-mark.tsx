import type { CounterPartner, InstallmentBank } from '@talad/domain';

/** Each bank's and counter's own colour with its short name: recognisable at a glance, nothing to fetch. */
const MARKS: Record<InstallmentBank | CounterPartner, { short: string; colour: string }> = {
  SCB: { short: 'SCB', colour: 'bg-[#4e2a84] text-white' },
  KRUNGTHAI: { short: 'KTB', colour: 'bg-[#1ba5e1] text-white' },
  KRUNGSRI: { short: 'BAY', colour: 'bg-[#fec43b] text-[#4d3c26]' },
  BANGKOK: { short: 'BBL', colour: 'bg-[#1e4598] text-white' },
  KBANK: { short: 'K', colour: 'bg-[#138f2d] text-white' },
  LOTUS: { short: 'Lotus', colour: 'bg-[#00a6a0] text-white' },
  BIGC: { short: 'BigC', colour: 'bg-[#94c11f] text-[#13412a]' },
  PAYANDPOST: { short: 'Post', colour: 'bg-[#e4002b] text-white' },
  ZENPAY: { short: 'Zen', colour: 'bg-[#2b2d7c] text-white' },
  MSTATION: { short: 'mPay', colour: 'bg-[#f47a20] text-white' },
};

export function BankMark({ bank }: { bank: InstallmentBank | CounterPartner }) {
  const mark = MARKS[bank];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-7 min-w-9 shrink-0 items-center justify-center rounded-md px-1 text-[10px] font-bold ${mark.colour}`}
    >
      {mark.short}
    </span>
  );
}
