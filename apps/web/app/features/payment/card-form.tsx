import { CARD_BRAND_NAMES, CARD_RULES, cardBrand, cardLengthsText, cvvLength } from '@talad/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { TextField } from '../../ui/fields.tsx';
import { CardBrandMark } from './card-brand.tsx';
import { groupCardNumber, typedExpiry, type CardDraft, type CardProblems } from './card-entry.ts';

type Field = keyof CardProblems;

/**
 * The card to create (spec §3): number grouped in fours as it is typed with its brand (§5), expiry MM/YY, CVV (four digits for
 * American Express), holder's name, "save card". A field's problem shows once it was left, or for all of them after a press on Pay
 * (`showAll`); the §5 length message among them. The browser's card autofill fills it (autocomplete cc-*).
 */
export function CardForm({
  draft,
  onChange,
  problems,
  showAll,
  canSave,
  focusNumber = false,
}: {
  draft: CardDraft;
  onChange: (draft: CardDraft) => void;
  problems: CardProblems;
  showAll: boolean;
  canSave: boolean;
  /** Shown after a card was declined: the number field takes the focus, for another card. */
  focusNumber?: boolean;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<Set<Field>>(new Set());
  const locale = useLocale();
  const brand = cardBrand(draft.card_number);
  const cvvDigits = cvvLength(brand);
  // The messages name the brand the prefix says, its lengths and its CVV's digits ("American Express card numbers have 15 digits").
  const said = {
    brand: CARD_BRAND_NAMES[brand],
    // Named for what they are, not what they count ("{{digits}} digits" would read as a count needing plural forms).
    lengthList: brand === 'Unknown' ? '' : cardLengthsText(CARD_RULES[brand].lengths, locale),
    cvvLength: cvvDigits,
  };
  const problemOf = (field: Field) => {
    const problem = problems[field];
    return problem && (showAll || left.has(field)) ? t(`payment.card.problems.${problem}`, said) : null;
  };
  const leave = (field: Field) => () => setLeft((fields) => new Set(fields).add(field));
  const set = (change: Partial<CardDraft>) => onChange({ ...draft, ...change });

  return (
    <div className="space-y-3" data-testid="card-form">
      <TextField
        label={
          <span className="flex items-center justify-between gap-2">
            <span>{t('payment.card.number')}</span>
            {brand !== 'Unknown' && (
              <span className="flex items-center gap-1.5 text-xs font-normal text-gray-600">
                <CardBrandMark brand={brand} />
                <span data-testid="card-brand">{CARD_BRAND_NAMES[brand]}</span>
              </span>
            )}
          </span>
        }
        name="cardnumber"
        autoFocus={focusNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        value={draft.card_number}
        onChange={(event) => set({ card_number: groupCardNumber(event.target.value) })}
        onBlur={leave('card_number')}
        error={problemOf('card_number')}
        className="font-mono tracking-wider"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('payment.card.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('payment.card.expiryPlaceholder')}
          maxLength={5}
          value={draft.exp_date}
          onChange={(event) => set({ exp_date: typedExpiry(event.target.value) })}
          onBlur={leave('exp_date')}
          error={problemOf('exp_date')}
        />
        <TextField
          label={t('payment.card.cvv')}
          name="cvc"
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={'•'.repeat(cvvDigits)}
          maxLength={cvvDigits}
          value={draft.cvv}
          onChange={(event) => set({ cvv: event.target.value.replace(/\D/g, '') })}
          onBlur={leave('cvv')}
          error={problemOf('cvv')}
          hint={t(brand === 'American_Express' ? 'payment.card.cvvHintFront' : 'payment.card.cvvHint', said)}
        />
      </div>
      <TextField
        label={t('payment.card.holder')}
        name="ccname"
        autoComplete="cc-name"
        placeholder={t('payment.card.holderPlaceholder')}
        maxLength={60}
        value={draft.holder_name}
        onChange={(event) => set({ holder_name: event.target.value.toUpperCase() })}
        onBlur={leave('holder_name')}
        error={problemOf('holder_name')}
        className="uppercase"
      />
      {canSave && (
        <label className="flex cursor-pointer items-start gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            checked={draft.save_card}
            onChange={(event) => set({ save_card: event.target.checked })}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            {t('payment.card.save')}
            <span className="block text-xs text-gray-500">{t('payment.card.saveHint')}</span>
          </span>
        </label>
      )}
    </div>
  );
}
