import type { ProductEditForm, ProductFormChoices } from '@talad/contract';
import {
  choiceKey,
  optionValueKeyOf,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_OPTION_NAMES,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  variantGrid,
  type ProductOptionName,
} from '@talad/domain';
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Field } from '../../ui/form-parts.tsx';
import { Panel } from '../../ui/panel.tsx';

type Product = Omit<ProductEditForm, 'code' | 'slug' | 'state' | 'options' | 'variants'>;

/** Thai and English of one field side by side on a wide screen, one above the other on a phone. */
export function Bilingual({
  name,
  label,
  value,
  max,
  multiline = false,
  required = false,
}: {
  name: string;
  label: string;
  value?: { th: string; en: string | null } | null | undefined;
  max: number;
  multiline?: boolean;
  required?: boolean;
}) {
  const { t } = useT();
  const field = (language: 'th' | 'en') => {
    const id = `${name}-${language}`;
    const text = `${label} (${t(`productForm.language.${language}`)})`;
    const shared = {
      id,
      name: `${name}_${language}`,
      maxLength: max,
      defaultValue: value?.[language] ?? '',
      required: required && language === 'th',
    };
    return multiline ? (
      <div key={language} className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {text}
        </label>
        <textarea className="field min-h-28" rows={4} {...shared} />
      </div>
    ) : (
      <Field key={language} label={text} {...shared} />
    );
  };
  return <div className="grid gap-3 md:grid-cols-2">{(['th', 'en'] as const).map(field)}</div>;
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}

/** The product's own fields, shared by "New product" and its edit screen. */
export function ProductFields({ choices, product }: { choices: ProductFormChoices; product?: Product | undefined }) {
  const { t } = useT();
  return (
    <>
      <Panel title={t('productForm.texts')}>
        <div className="flex flex-col gap-4">
          <Bilingual name="name" label={t('productForm.name')} value={product?.name} max={PRODUCT_NAME_MAX_LENGTH} required />
          <Bilingual
            name="description"
            label={t('productForm.description')}
            value={product?.description}
            max={PRODUCT_DESCRIPTION_MAX_LENGTH}
            multiline
          />
        </div>
      </Panel>
      <Panel title={t('productForm.place')}>
        <div className="grid gap-3 md:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="category" className="font-semibold">
              {t('productForm.category')}
            </label>
            <select id="category" name="category" className="field" required defaultValue={product?.category ?? ''}>
              <option value="">{t('productForm.choose')}</option>
              {choices.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.path}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="brand" className="font-semibold">
              {t('productForm.brand')}
            </label>
            <select id="brand" name="brand" className="field" defaultValue={product?.brand ?? ''}>
              <option value="">{t('productForm.noBrand')}</option>
              {choices.brands.map((brand) => (
                <option key={brand.slug} value={brand.slug}>
                  {brand.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="mt-3">
          <legend className="font-semibold">{t('productForm.collections')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {choices.collections.map((collection) => (
              <Check
                key={collection.slug}
                name="collections"
                label={collection.name}
                checked={product?.collections.includes(collection.slug) ?? false}
              />
            ))}
          </div>
        </fieldset>
      </Panel>
      <Panel title={t('productForm.selling')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="delivery-min"
            name="delivery_min_days"
            type="number"
            min={0}
            max={60}
            required
            label={t('productForm.deliveryMin')}
            defaultValue={product?.delivery_min_days ?? 1}
          />
          <Field
            id="delivery-max"
            name="delivery_max_days"
            type="number"
            min={0}
            max={60}
            required
            label={t('productForm.deliveryMax')}
            defaultValue={product?.delivery_max_days ?? 3}
          />
        </div>
        <div className="mt-2 flex flex-wrap gap-x-6">
          <Check name="pickup_only" label={t('productForm.pickupOnly')} checked={product?.pickup_only ?? false} />
          <Check name="no_cod" label={t('productForm.noCod')} checked={product?.no_cod ?? false} />
          <Check name="installments" label={t('productForm.installments')} checked={product?.installments ?? false} />
        </div>
      </Panel>
      <Panel title={t('productForm.seo')}>
        <div className="flex flex-col gap-4">
          <Bilingual name="seo_title" label={t('productForm.seoTitle')} value={product?.seo.title} max={SEO_TITLE_MAX_LENGTH} />
          <Bilingual
            name="seo_description"
            label={t('productForm.seoDescription')}
            value={product?.seo.description}
            max={SEO_DESCRIPTION_MAX_LENGTH}
            multiline
          />
        </div>
      </Panel>
    </>
  );
}

interface OptionDraft {
  name: ProductOptionName;
  values: { th: string; en: string }[];
}

/** An option's values as keys (the same the server derives from the labels), blank rows left out. */
const keyed = (option: OptionDraft) => option.values.filter((value) => value.th.trim()).map((value) => optionValueKeyOf(value));

/**
 * The options and the variants their values make: each value typed in Thai and English; the grid below has one row per
 * combination (colour × size …), kept by its combination as values are added, where each variant gets its SKU, prices
 * and opening stock.
 */
export function VariantGridFields() {
  const { t, language } = useT();
  const [options, setOptions] = useState<OptionDraft[]>([]);
  const change = (index: number, next: (option: OptionDraft) => OptionDraft) =>
    setOptions((all) => all.map((option, at) => (at === index ? next(option) : option)));
  const unused = PRODUCT_OPTION_NAMES.filter((name) => !options.some((option) => option.name === name));
  const declared = options.map((option) => ({ name: option.name, values: keyed(option) })).filter((option) => option.values.length);
  const grid = variantGrid(declared);
  const labelOf = (name: ProductOptionName, key: string) => {
    const value = options.find((option) => option.name === name)?.values.find((entry) => optionValueKeyOf(entry) === key);
    return (language === 'en' && value?.en.trim()) || value?.th.trim() || key;
  };
  return (
    <>
      <Panel
        title={t('productForm.options')}
        actions={
          unused[0] && (
            <button
              type="button"
              className="btn min-h-11"
              onClick={() => setOptions((all) => [...all, { name: unused[0]!, values: [{ th: '', en: '' }] }])}
            >
              {t('productForm.addOption')}
            </button>
          )
        }
      >
        {options.length === 0 && <p className="text-muted">{t('productForm.noOptions')}</p>}
        <div className="flex flex-col gap-4">
          {options.map((option, index) => (
            <fieldset key={index} className="rounded-lg border border-line p-3">
              <legend className="px-1 font-semibold">{t('productForm.optionNumber', { number: index + 1 })}</legend>
              <div className="flex flex-col gap-1">
                <label htmlFor={`option-${index}-name`} className="font-semibold">
                  {t('productForm.optionName')}
                </label>
                <select
                  id={`option-${index}-name`}
                  name={`option.${index}.name`}
                  className="field"
                  value={option.name}
                  onChange={(event) => change(index, (current) => ({ ...current, name: event.target.value as ProductOptionName }))}
                >
                  {[option.name, ...unused].map((name) => (
                    <option key={name} value={name}>
                      {t(`productForm.optionNames.${name}`)}
                    </option>
                  ))}
                </select>
              </div>
              {option.values.map((value, at) => (
                <div key={at} className="mt-2 grid gap-2 md:grid-cols-2">
                  {(['th', 'en'] as const).map((lang) => (
                    <Field
                      key={lang}
                      id={`option-${index}-value-${at}-${lang}`}
                      name={`option.${index}.value.${at}.${lang}`}
                      label={t('productForm.value', { number: at + 1, language: t(`productForm.language.${lang}`) })}
                      maxLength={60}
                      value={value[lang]}
                      onChange={(event) =>
                        change(index, (current) => ({
                          ...current,
                          values: current.values.map((entry, i) => (i === at ? { ...entry, [lang]: event.target.value } : entry)),
                        }))
                      }
                    />
                  ))}
                </div>
              ))}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn min-h-11"
                  onClick={() => change(index, (current) => ({ ...current, values: [...current.values, { th: '', en: '' }] }))}
                >
                  {t('productForm.addValue')}
                </button>
                <button type="button" className="btn min-h-11" onClick={() => setOptions((all) => all.filter((_, at) => at !== index))}>
                  {t('productForm.removeOption')}
                </button>
              </div>
            </fieldset>
          ))}
        </div>
      </Panel>
      <Panel title={t('productForm.variants', { count: grid.length })}>
        <p className="text-sm text-muted">{t('productForm.variantsHint')}</p>
        <div className="mt-2 flex flex-col gap-3">
          {grid.map((choice, index) => {
            const label =
              declared.map((option) => labelOf(option.name, choice[option.name] ?? '')).join(' · ') || t('productForm.onlyVariant');
            const at = (field: string) => `variant.${index}.${field}`;
            const cell = (field: string, text: string, extra: Record<string, unknown> = {}): ReactNode => (
              <Field id={`variant-${index}-${field}`} name={at(field)} label={text} {...extra} />
            );
            return (
              <fieldset key={choiceKey(choice)} className="rounded-lg border border-line p-3">
                <legend className="px-1 font-semibold">{label}</legend>
                <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6">
                  {cell('sku', t('productForm.sku'), { required: true, maxLength: 64 })}
                  {cell('price', t('catalogue.price'), { required: true, inputMode: 'decimal' })}
                  {cell('special_price', t('catalogue.specialPrice'), { inputMode: 'decimal' })}
                  {cell('stock', t('productForm.openingStock'), { type: 'number', min: 0, defaultValue: 0 })}
                  {cell('barcode', t('productForm.barcode'), { inputMode: 'numeric', maxLength: 14 })}
                  {cell('weight', t('productForm.weight'), { type: 'number', min: 1 })}
                </div>
              </fieldset>
            );
          })}
        </div>
      </Panel>
    </>
  );
}
