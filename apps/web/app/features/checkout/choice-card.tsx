import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card (an address, a store, a payment method): the whole card is the label,
 * so it is chosen by a tap anywhere on it, and a card that cannot be chosen says why beneath its title.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onChoose,
  title,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <label
      className={`flex gap-3 rounded-lg border p-3 text-sm ${
        checked ? 'border-primary bg-primary/5' : 'border-gray-200'
      } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-primary/60'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 size-4 accent-primary"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-gray-900">{title}</span>
        {children && <span className="mt-0.5 block text-gray-600">{children}</span>}
      </span>
    </label>
  );
}

/** A titled part of the checkout form. */
export function CheckoutSection({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white p-4 md:p-5" data-testid={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-bold text-gray-900 md:text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
