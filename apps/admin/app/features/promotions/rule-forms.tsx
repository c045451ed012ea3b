import type { AdminCoupon, AdminFlashSale, AdminPromotion } from '@talad/contract';
import { COUPON_KINDS_OF_TYPE, COUPON_LAYOUTS, COUPON_TYPES, MEMBERSHIP_TIERS, type PromotionKind } from '@talad/domain';
import { useT } from '../../lib/i18n.ts';
import { Field } from '../../ui/form-parts.tsx';
import { bahtText } from '../catalogue/baht.ts';
import { Bilingual, Choice, RuleForm, WindowFields } from './form-parts.tsx';
import { RULE_FIELDS, ruleText } from './rule-fields.ts';

/** A promotion of one kind: its texts in both languages, its rules (baht, %), its window and its products. */
export function PromotionForm({ kind, promotion }: { kind: PromotionKind; promotion?: AdminPromotion }) {
  const { t } = useT();
  return (
    <RuleForm label={t(`promotions.kind.${kind}`)}>
      <input type="hidden" name="kind" value={kind} />
      {!promotion && <Field id="slug" name="slug" label={t('promotions.slug')} hint={t('promotions.slugHint')} required maxLength={80} />}
      <Bilingual name="title" label={t('promotions.titleField')} value={promotion?.title} />
      <Bilingual name="description" label={t('promotions.description')} value={promotion?.description} long />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('promotions.rules')}</legend>
        {RULE_FIELDS[kind].map(({ key, unit }) => (
          <Field
            key={key}
            id={`rule-${key}`}
            name={`rule_${key}`}
            label={t(`promotions.rule.${key}`)}
            hint={t(`promotions.unit.${unit}`)}
            inputMode={unit === 'count' || unit === 'variant' ? 'numeric' : 'decimal'}
            defaultValue={ruleText(unit, promotion?.rules[key])}
            required={unit !== 'money_or_free'}
          />
        ))}
      </fieldset>
      <WindowFields starts={promotion?.starts_at} ends={promotion?.ends_at} optional />
      <div className="flex flex-col gap-1">
        <label htmlFor="product-codes" className="font-semibold">
          {t('promotions.productCodes')}
        </label>
        <p id="product-codes-hint" className="text-sm text-muted">
          {t('promotions.productCodesHint')}
        </p>
        <textarea
          id="product-codes"
          name="product_codes"
          className="field min-h-24"
          aria-describedby="product-codes-hint"
          defaultValue={promotion?.product_codes.join('\n')}
        />
      </div>
    </RuleForm>
  );
}

/** A coupon: code and type set once; its kind, value (baht or %), limits, window, where it is offered, and who may use it. */
export function CouponForm({ coupon }: { coupon?: AdminCoupon }) {
  const { t } = useT();
  const kinds = Object.values(COUPON_KINDS_OF_TYPE).flat();
  const value = coupon ? (coupon.discount === 'percent' ? String(coupon.value / 100) : bahtText(coupon.value)) : '';
  return (
    <RuleForm label={t('promotions.couponForm')}>
      <div className="grid gap-3 sm:grid-cols-3">
        {coupon ? (
          <p>
            <span className="block font-semibold">{t('promotions.code')}</span>
            {coupon.code} · {t(`promotions.couponType.${coupon.type}`)}
          </p>
        ) : (
          <>
            <Field id="code" name="code" label={t('promotions.code')} hint={t('promotions.codeHint')} required maxLength={32} />
            <Choice
              id="type"
              label={t('promotions.type')}
              options={COUPON_TYPES.map((type) => ({ value: type, label: t(`promotions.couponType.${type}`) }))}
            />
          </>
        )}
        <Choice
          id="kind"
          label={t('promotions.couponKindField')}
          value={coupon?.kind}
          options={kinds.map((kind) => ({ value: kind, label: t(`promotions.couponKind.${kind}`) }))}
        />
      </div>
      <Bilingual name="name" label={t('promotions.name')} value={coupon?.name} />
      <Bilingual name="description" label={t('promotions.description')} value={coupon?.description} long />
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice
          id="discount"
          label={t('promotions.discount')}
          value={coupon?.discount}
          options={[
            { value: 'amount', label: t('promotions.discountAmount') },
            { value: 'percent', label: t('promotions.discountPercent') },
          ]}
        />
        <Field
          id="value"
          name="value"
          label={t('promotions.value')}
          hint={t('promotions.valueHint')}
          inputMode="decimal"
          defaultValue={value}
          required
        />
        <Field
          id="max-discount"
          name="max_discount"
          label={t('promotions.maxDiscount')}
          hint={t('promotions.optionalBaht')}
          inputMode="decimal"
          defaultValue={coupon?.max_discount === null || !coupon ? '' : bahtText(coupon.max_discount)}
        />
        <Field
          id="min-spend"
          name="min_spend"
          label={t('promotions.minSpend')}
          hint={t('promotions.unit.money')}
          inputMode="decimal"
          defaultValue={coupon ? bahtText(coupon.min_spend) : '0'}
        />
        <Field
          id="total-limit"
          name="total_limit"
          label={t('promotions.totalLimit')}
          hint={t('promotions.noLimitHint')}
          inputMode="numeric"
          defaultValue={coupon?.total_limit === null || !coupon ? '' : String(coupon.total_limit)}
        />
        <Field
          id="per-member-limit"
          name="per_member_limit"
          label={t('promotions.perMemberLimit')}
          inputMode="numeric"
          defaultValue={String(coupon?.per_member_limit ?? 1)}
          required
        />
      </div>
      <WindowFields starts={coupon?.starts_at} ends={coupon?.ends_at} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice
          id="layout-id"
          label={t('promotions.layout')}
          value={coupon?.layout_id ?? ''}
          options={[
            { value: '', label: t('promotions.layoutNone') },
            ...COUPON_LAYOUTS.map((layout) => ({ value: layout, label: t(`promotions.layoutOf.${layout}`) })),
          ]}
        />
        <Field
          id="categories"
          name="categories"
          label={t('promotions.categories')}
          hint={t('promotions.slugsHint')}
          defaultValue={coupon?.categories.join(', ')}
        />
        <Field
          id="brands"
          name="brands"
          label={t('promotions.brands')}
          hint={t('promotions.slugsHint')}
          defaultValue={coupon?.brands.join(', ')}
        />
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-semibold">{t('promotions.tiers')}</legend>
        {MEMBERSHIP_TIERS.map((tier) => (
          <label key={tier} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="tiers" value={tier} className="size-5" defaultChecked={coupon?.tiers.includes(tier)} />
            {tier}
          </label>
        ))}
      </fieldset>
    </RuleForm>
  );
}

/** How many empty rows the slot editor offers for more products. */
const BLANK_ROWS = 3;

/** A flash sale slot: its name, window, and one row per product (code, flash price in baht, quota, per-customer limit). */
export function FlashSaleForm({ sale }: { sale?: AdminFlashSale }) {
  const { t } = useT();
  const rows = [...(sale?.items ?? []), ...Array.from({ length: BLANK_ROWS }, () => null)];
  return (
    <RuleForm label={t('promotions.flashSaleForm')}>
      <Bilingual name="name" label={t('promotions.name')} value={sale?.name} />
      <WindowFields starts={sale?.starts_at} ends={sale?.ends_at} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('promotions.slotItems')}</legend>
        <p className="text-sm text-muted">{t('promotions.slotItemsHint')}</p>
        {rows.map((item, index) => (
          <div key={item?.product_code ?? `blank-${index}`} className="grid gap-2 border-t border-line pt-3 sm:grid-cols-4">
            <Field
              id={`item-${index}-code`}
              name="product_code"
              label={t('promotions.productCode', { n: index + 1 })}
              defaultValue={item?.product_code ?? ''}
            />
            <Field
              id={`item-${index}-price`}
              name="flash_price"
              label={t('promotions.flashPrice')}
              inputMode="decimal"
              defaultValue={item ? bahtText(item.flash_price) : ''}
            />
            <Field
              id={`item-${index}-quota`}
              name="quota"
              label={t('promotions.quota')}
              hint={item ? t('promotions.sold', { count: item.sold }) : undefined}
              inputMode="numeric"
              defaultValue={item ? String(item.quota) : ''}
            />
            <Field
              id={`item-${index}-limit`}
              name="per_customer_limit"
              label={t('promotions.perCustomerLimit')}
              inputMode="numeric"
              defaultValue={item ? String(item.per_customer_limit) : ''}
            />
          </div>
        ))}
      </fieldset>
    </RuleForm>
  );
}
