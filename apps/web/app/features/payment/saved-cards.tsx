import { CARD_BRAND_NAMES } from '@talad/domain';
import { deleteSavedCard, getMySavedCards, type SavedCard } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { CardLine } from './card-panel.tsx';

function SavedCardRow({ card, onDeleted }: { card: SavedCard; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [confirming, setConfirming] = useState(false);
  const name = `${CARD_BRAND_NAMES[card.card_type] || t('payment.card.card')} ${card.marked_card.slice(-4)}`;
  const remove = async () => {
    const answer = await run((api) => deleteSavedCard(api, card.card_id));
    setConfirming(false);
    if (answer.ok) onDeleted();
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 p-4" data-testid="saved-card">
      <CardLine
        card={card}
        detail={
          <>
            {card.type === 'INSTALLMENT' && (
              <span className="mr-1 rounded bg-primary/10 px-1.5 py-0.5 font-semibold text-primary">{t('myCard.installment')}</span>
            )}
            {t('payment.card.savedDetail', { expiry: card.exp_date, holder: card.holder_name })}
          </>
        }
      />
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={busy}
        className="text-sm font-semibold text-error-strong"
        aria-label={t('myCard.deleteNamed', { name })}
      >
        {t('myCard.delete')}
      </button>
      <FormError message={error} />
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('myCard.confirmTitle')}
        description={name}
        closeLabel={t('form.close')}
      >
        <p className="text-sm text-gray-700">{t('myCard.confirmBody')}</p>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className="btn bg-error-strong text-white hover:bg-error-strong/90"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('myCard.confirmDelete')}
          </button>
        </div>
      </Modal>
    </li>
  );
}

/**
 * /account/my-card (spec §2, §7 users/me/my-card): the cards the member chose to save when paying — brand, masked
 * number (§5), expiry, holder — and deleting one (DELETE users/me/my-card {card_id}), after which the list is read again.
 */
export function SavedCards() {
  const { t } = useTranslation();
  const cards = useMemberData('GET users/me/my-card', (api, locale) => getMySavedCards(api, { locale }));
  if (cards.status === 'loading') {
    return (
      <div
        role="status"
        aria-label={t('account.loading')}
        className="h-32 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
      />
    );
  }
  if (cards.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-error-strong">
        {t('account.loadFailed')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {cards.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600" data-testid="no-saved-cards">
          {t('myCard.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {cards.data.map((card) => (
            <SavedCardRow key={card.card_id} card={card} onDeleted={cards.reload} />
          ))}
        </ul>
      )}
      <p className="flex items-start gap-2 text-xs text-gray-500">{t('myCard.safety')}</p>
    </div>
  );
}
