import { COUNTER_PARTNERS, type CounterPartner } from '@talad/domain';
import { useTranslation } from '../../lib/i18n.ts';
import { ChoiceCard } from '../checkout/choice-card.tsx';
import { BankMark } from './bank-mark.tsx';

/** Where the shopper will pay the counter slip (spec §3 payment partner codes). */
export function CounterPartners({
  value,
  onChange,
  showProblem,
}: {
  value: CounterPartner | null;
  onChange: (partner: CounterPartner) => void;
  showProblem: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset data-testid="counter-partners">
      <legend className="text-sm font-semibold text-gray-800">{t('payment.counter.where')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {COUNTER_PARTNERS.map((partner) => (
          <ChoiceCard
            key={partner}
            name="counter-partner"
            value={partner}
            checked={partner === value}
            onChoose={() => onChange(partner)}
            title={<BankTitle code={partner} name={t(`payment.partners.${partner}`)} />}
          />
        ))}
      </div>
      {showProblem && !value && (
        <p role="alert" className="mt-2 text-sm text-error-strong">
          {t('payment.counter.choose')}
        </p>
      )}
    </fieldset>
  );
}

/** A bank's or counter's mark and name, as the title of its choice. */
export function BankTitle({ code, name }: { code: Parameters<typeof BankMark>[0]['bank']; name: string }) {
  return (
    <span className="flex items-center gap-2">
      <BankMark bank={code} />
      <span>{name}</span>
    </span>
  );
}
