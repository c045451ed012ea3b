import { formatBaht, PRODUCT_FILTER_KEYS, PROMOTION_KINDS, REVIEW_RATING_MAX, SHIPMENT_KINDS, STOCK_STATUSES } from '@talad/domain';
import type { FacetValue, ListingFacets } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Form, Link, useLocation } from 'react-router';
import { useLocale } from '../../lib/use-locale.ts';
import { StarIcon } from '../review/stars.tsx';
import { OPTION_FIELDS } from './listing-filters.ts';
import { toggleValue, valuesOf, withParam } from './listing-url.ts';

/** Fields a page fixes itself (the brand of a brand page) are not offered as filters there. */
export type FixedField = 'brand' | 'collection' | 'category';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-gray-100 py-3">
      <legend className="mb-2 text-sm font-bold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

interface ChoiceProps {
  href: string;
  chosen: boolean;
  label: string;
  count?: number;
  /** One choice of several that exclude each other (the rating): a radio, drawn round. */
  radio?: boolean;
  /** Drawn before the label (the rating's stars), hidden from screen readers: the label says it. */
  picture?: ReactNode;
}

/** A filter choice is a link: it works before hydration and keeps the whole state in the URL. */
function Choice({ href, chosen, label, count, radio = false, picture }: ChoiceProps) {
  return (
    <Link
      to={href}
      replace
      preventScrollReset
      role={radio ? 'radio' : 'checkbox'}
      aria-checked={chosen}
      className="flex items-center gap-2 rounded px-1 py-1 text-sm text-gray-700 hover:bg-gray-50"
    >
      <span
        aria-hidden="true"
        className={`flex size-4 shrink-0 items-center justify-center border ${radio ? 'rounded-full' : 'rounded'} ${chosen ? 'border-primary bg-primary text-white' : 'border-gray-400'}`}
      >
        {chosen && (radio ? <span className="size-1.5 rounded-full bg-white" /> : '✓')}
      </span>
      {picture}
      <span className="flex-1">{label}</span>
      {count !== undefined && <span className="text-xs text-gray-500">{count.toLocaleString()}</span>}
    </Link>
  );
}

type Option = Pick<FacetValue, 'value' | 'label'> & { count?: number };

/** Multi-choice fields toggle a value in a comma list; `single` fields (category, collection) hold one value. */
function FacetGroup({ field, title, values, single = false }: { field: string; title: string; values: Option[]; single?: boolean }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const chosen = valuesOf(params, field);
  if (values.length === 0) return null;
  const hrefFor = (value: string) =>
    single ? withParam(pathname, params, field, chosen.includes(value) ? null : value) : toggleValue(pathname, params, field, value);
  return (
    <Group title={title}>
      {values.slice(0, 12).map((value) => (
        <Choice
          key={value.value}
          href={hrefFor(value.value)}
          chosen={chosen.includes(value.value)}
          label={value.label}
          count={value.count}
        />
      ))}
    </Group>
  );
}

function EnumGroup({ field, title, values }: { field: string; title: string; values: readonly string[] }) {
  const { t } = useTranslation();
  return <FacetGroup field={field} title={title} values={values.map((value) => ({ value, label: t(`filter.${field}.${value}`) }))} />;
}

function PriceGroup({ facets }: { facets: ListingFacets }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = [...params.entries()].filter(([name]) => !['min_price', 'max_price', 'page'].includes(name));
  const toBaht = (satang: string | null) => (satang ? String(Number(satang) / 100) : '');
  return (
    <Group title={t('filter.price')}>
      <p className="mb-2 text-xs text-gray-500">
        {t('filter.priceRange', { min: formatBaht(facets.price.min, locale), max: formatBaht(facets.price.max, locale) })}
      </p>
      <Form method="get" preventScrollReset className="flex items-center gap-1.5">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <PriceInput name="min_price" label={t('filter.minPrice')} value={toBaht(params.get('min_price'))} />
        <span aria-hidden="true">–</span>
        <PriceInput name="max_price" label={t('filter.maxPrice')} value={toBaht(params.get('max_price'))} />
        <button type="submit" className="btn btn-outline px-2">
          {t('filter.apply')}
        </button>
      </Form>
    </Group>
  );
}

/** Shoppers type baht; the URL and the API speak satang, so the form posts the baht field through a hidden one. */
function PriceInput({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="min-w-0 flex-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        min="0"
        inputMode="numeric"
        placeholder={label}
        defaultValue={value}
        data-satang-field={name}
        onChange={(event) => {
          const hidden = event.currentTarget.form?.elements.namedItem(name) as HTMLInputElement | null;
          if (hidden) hidden.value = event.currentTarget.value ? String(Math.round(Number(event.currentTarget.value) * 100)) : '';
        }}
        className="field h-[38px] w-full rounded-md border px-2 text-sm"
      />
      <input type="hidden" name={name} defaultValue={value ? String(Math.round(Number(value) * 100)) : ''} />
    </label>
  );
}

function KeyGroup() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <Group title={t('filter.show')}>
      {PRODUCT_FILTER_KEYS.map((key) => {
        const chosen = params.get(key) === 'true';
        return (
          <Choice
            key={key}
            href={withParam(pathname, params, key, chosen ? null : 'true')}
            chosen={chosen}
            label={t(`filter.key.${key}`)}
          />
        );
      })}
    </Group>
  );
}

/** The usual "stars & up" choices, the most asked first; choosing the chosen one again clears it. */
const RATING_CHOICES = [4, 3, 2, 1];

function RatingGroup() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const chosen = params.get('rating');
  return (
    <Group title={t('filter.rating')}>
      <div role="radiogroup" aria-label={t('filter.rating')}>
        {RATING_CHOICES.map((stars) => (
          <Choice
            key={stars}
            radio
            href={withParam(pathname, params, 'rating', chosen === String(stars) ? null : String(stars))}
            chosen={chosen === String(stars)}
            label={t('filter.starsAndUp', { count: stars })}
            picture={
              <span aria-hidden="true" className="flex">
                {Array.from({ length: REVIEW_RATING_MAX }, (_, star) => (
                  <StarIcon key={star} className={`size-3.5 ${star < stars ? 'text-amber-600' : 'text-gray-300'}`} />
                ))}
              </span>
            }
          />
        ))}
      </div>
    </Group>
  );
}

/** Price and the product options only: the filters of a list that is not a listing (the wish list). */
export function PriceAndOptionFilters({ facets }: { facets: ListingFacets }) {
  const { t } = useTranslation();
  return (
    <div>
      <PriceGroup facets={facets} />
      {OPTION_FIELDS.map((option) => (
        <FacetGroup key={option} field={option} title={t(`filter.option.${option}`)} values={facets.options[option] ?? []} />
      ))}
    </div>
  );
}

/** Every filter of spec §3 the results can be narrowed by, with counts from the API's facets. */
export function FilterPanel({ facets, fixed = [] }: { facets: ListingFacets; fixed?: FixedField[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <KeyGroup />
      {!fixed.includes('category') && <FacetGroup field="category" title={t('filter.category')} values={facets.categories} single />}
      {!fixed.includes('brand') && <FacetGroup field="brand" title={t('filter.brand')} values={facets.brands} />}
      <PriceGroup facets={facets} />
      <RatingGroup />
      {OPTION_FIELDS.map((option) => (
        <FacetGroup key={option} field={option} title={t(`filter.option.${option}`)} values={facets.options[option] ?? []} />
      ))}
      {!fixed.includes('collection') && <FacetGroup field="collection" title={t('filter.collection')} values={facets.collections} single />}
      <EnumGroup field="status" title={t('filter.statusTitle')} values={STOCK_STATUSES} />
      <EnumGroup field="shipment" title={t('filter.shipmentTitle')} values={SHIPMENT_KINDS} />
      <EnumGroup field="selection" title={t('filter.selectionTitle')} values={PROMOTION_KINDS} />
    </div>
  );
}
