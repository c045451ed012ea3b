import type { ProductEditForm } from '@talad/contract';
import { OPTION_LABEL_MAX_LENGTH } from '@talad/domain';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Field, Notice } from '../../ui/form-parts.tsx';
import type { ProductEditAnswer } from './product-form.server.ts';

type Option = ProductEditForm['options'][number];

/** One option's value: one the product has, or a new one typed in Thai and English. */
function OptionChoice({ option }: { option: Option }) {
  const { t, language } = useT();
  const [chosen, setChosen] = useState(option.values[0]?.value ?? 'new');
  const id = `add-option-${option.name}`;
  const name = t(`productForm.optionNames.${option.name}`);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {name}
        </label>
        <select id={id} name={`option.${option.name}`} className="field" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {option.values.map((value) => (
            <option key={value.value} value={value.value}>
              {(language === 'en' && value.label.en) || value.label.th}
            </option>
          ))}
          <option value="new">{t('variantAdd.newValue')}</option>
        </select>
      </div>
      {chosen === 'new' && (
        <div className="grid gap-3 md:grid-cols-2">
          {(['th', 'en'] as const).map((lang) => (
            <Field
              key={lang}
              id={`${id}-${lang}`}
              name={`option.${option.name}.${lang}`}
              label={`${name} (${t(`productForm.language.${lang}`)})`}
              maxLength={OPTION_LABEL_MAX_LENGTH}
              required={lang === 'th'}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * "Add a variant" on the edit screen (issue #27): a value of each of the product's options, its SKU, prices in baht,
 * opening stock, barcode and weight. On a product on sale the API asks for the prices and stock permissions too.
 */
export function AddVariantForm({ product }: { product: ProductEditForm }) {
  const { t } = useT();
  const fetcher = useFetcher<ProductEditAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="variant-add" />
      {product.options.length > 0 && (
        <div className="grid gap-3 md:grid-cols-2">
          {product.options.map((option) => (
            <OptionChoice key={option.name} option={option} />
          ))}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="add-sku" name="sku" label={t('productForm.sku')} required autoComplete="off" />
        <Field id="add-price" name="price" label={t('catalogue.price')} hint={t('catalogue.bahtHint')} inputMode="decimal" required />
        <Field id="add-special" name="special_price" label={t('catalogue.specialPrice')} inputMode="decimal" />
        <Field id="add-stock" name="stock" label={t('productForm.openingStock')} inputMode="numeric" defaultValue="0" />
        <Field id="add-barcode" name="barcode" label={t('productForm.barcode')} inputMode="numeric" />
        <Field id="add-weight" name="weight" label={t('productForm.weight')} inputMode="numeric" />
      </div>
      {answer &&
        (answer.ok ? (
          <Notice tone="ok">{t('variantAdd.added')}</Notice>
        ) : (
          <Notice tone="error">
            {answer.message}
            {answer.fields.length > 0 && ` (${answer.fields.join(', ')})`}
          </Notice>
        ))}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('variantAdd.add')}
      </button>
    </fetcher.Form>
  );
}
