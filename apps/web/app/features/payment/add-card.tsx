import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FormError } from '../../ui/fields.tsx';
import { CardForm } from './card-form.tsx';
import { cardProblems, cardToCreate, EMPTY_DRAFT } from './card-entry.ts';
import { ChallengeFrame } from './challenge-frame.tsx';
import type { useAddCard } from './use-add-card.ts';

/**
 * "Add a card" on /account/my-card (decision 0069): the card form of /payment (brand as it is typed, its lengths, four
 * CVV digits for American Express) without "save card" — saving is the point — then, if the issuer asks, its 3-D Secure
 * challenge in the page. The bank checks the card for ฿0: nothing is charged.
 */
export function AddCardPanel({ adding, onClose }: { adding: ReturnType<typeof useAddCard>; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [showAll, setShowAll] = useState(false);
  const problems = cardProblems(draft, new Date());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowAll(true);
    if (Object.keys(problems).length > 0) return;
    void adding.add(cardToCreate(draft, 'CREDITCARD'));
  };
  const close = () => {
    adding.reset();
    onClose();
  };

  if (adding.step.kind === 'challenge') {
    return (
      <section aria-labelledby="add-card-title" className="rounded-xl border border-gray-200 bg-white" data-testid="add-card-challenge">
        <div className="border-b border-gray-100 px-4 py-3">
          <h2 id="add-card-title" className="text-base font-bold text-gray-900">
            {t('payment.verifying.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t('myCard.verifyingBody')}</p>
        </div>
        <ChallengeFrame src={adding.step.url} />
        <div className="border-t border-gray-100 px-4 py-3 text-center">
          <button type="button" onClick={close} className="text-sm font-semibold text-primary hover:underline">
            {t('form.cancel')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-card-title"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4"
      data-testid="add-card"
    >
      <div>
        <h2 id="add-card-title" className="text-base font-bold text-gray-900">
          {t('myCard.addTitle')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('myCard.addBody')}</p>
      </div>
      <CardForm draft={draft} onChange={setDraft} problems={problems} showAll={showAll} canSave={false} focusNumber />
      <FormError message={adding.error} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={close}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={adding.busy} aria-busy={adding.busy}>
          {t('myCard.addSubmit')}
        </button>
      </div>
    </form>
  );
}
