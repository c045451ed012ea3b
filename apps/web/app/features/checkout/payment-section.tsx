import type { PaymentMethodOption } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import type { CheckoutChoices } from './checkout-choices.ts';
import { ChoiceCard, CheckoutSection } from './choice-card.tsx';

/** Every payment method the shop knows, each either choosable or greyed with the server's reason. */
export function PaymentSection({
  methods,
  choices,
  onChange,
}: {
  methods: PaymentMethodOption[];
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutSection id="checkout-payment" title={t('checkout.payment')}>
      <div role="radiogroup" aria-label={t('checkout.payment')} className="grid gap-2 sm:grid-cols-2">
        {[...methods]
          // The methods that may be used first: on a phone the choice is not below a screen of greyed ones.
          .sort((a, b) => Number(b.eligible) - Number(a.eligible))
          .map((option) => (
            <ChoiceCard
              key={option.method}
              name="payment"
              value={option.method}
              checked={choices.paymentMethod === option.method}
              disabled={!option.eligible}
              onChoose={() => onChange({ ...choices, paymentMethod: option.method })}
              title={t(`checkout.methods.${option.method}`)}
            >
              {option.reason?.message}
            </ChoiceCard>
          ))}
      </div>
    </CheckoutSection>
  );
}
