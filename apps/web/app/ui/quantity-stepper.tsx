import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/** A whole number kept between `min` and `max` (max below min means nothing can be bought: min). */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.max(min, Math.min(Math.trunc(value), Math.max(min, max)));
}

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /** The accessible name of the number box, e.g. "Quantity of {product}". */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
}

/**
 * − [n] + bounded by `min` and `max` (stock, flash-sale limit): the buttons stop at the bounds and a typed number is
 * brought back within them when the box loses focus or Enter is pressed.
 */
export function QuantityStepper({ value, min = 1, max, label, disabled = false, onChange, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);

  const commit = () => {
    const next = clampQuantity(Number(typed), min, max);
    setTyped(String(next));
    if (next !== value) onChange(next);
  };
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300 bg-white" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        type="button"
        className={`${box} text-lg font-bold text-gray-700 disabled:text-gray-300`}
        aria-label={t('product.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(clampQuantity(value - 1, min, max))}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={Math.max(min, max)}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        className={`${size === 'sm' ? 'h-8 w-10' : 'h-10 w-12'} [appearance:textfield] border-x border-gray-300 text-center text-base text-gray-900 [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        className={`${box} text-lg font-bold text-gray-700 disabled:text-gray-300`}
        aria-label={t('product.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, min, max))}
      >
        +
      </button>
    </div>
  );
}
