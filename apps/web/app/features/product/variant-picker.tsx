import type { ProductOptionName } from '@talad/domain';
import type { ProductOption, ProductVariant } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { valueInStock, type Choice } from './variant-choice.ts';

interface VariantPickerProps {
  options: ProductOption[];
  variants: ProductVariant[];
  choice: Choice;
  onChoose: (name: ProductOptionName, value: string) => void;
}

/** One group of buttons per option (Color, Form, Pattern, Size); values with no stock stay choosable but marked. */
export function VariantPicker({ options, variants, choice, onChoose }: VariantPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="variant-picker">
      {options.map((option) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-semibold text-gray-900">
            {t(`filter.option.${option.name}`)}:{' '}
            <span className="font-normal text-gray-700">{option.values.find((value) => value.value === choice[option.name])?.label}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const chosen = choice[option.name] === value.value;
              const inStock = valueInStock(variants, choice, option.name, value.value);
              return (
                <button
                  key={value.value}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChoose(option.name, value.value)}
                  className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm ${chosen ? 'border-primary bg-primary/5 font-semibold text-primary ring-1 ring-primary' : 'border-gray-300 text-gray-800 hover:border-primary'} ${inStock ? '' : 'text-gray-400 line-through decoration-gray-400'}`}
                >
                  {value.swatch && (
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-gray-300"
                      style={{ backgroundColor: value.swatch }}
                    />
                  )}
                  {value.label}
                  {!inStock && <span className="sr-only">({t('product.soldOut')})</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
