import { CARD_BRAND_NAMES } from '@talad/domain';
import { deleteSavedCard, getMySavedCards, setDefaultCard, type CardVerificationResult, type SavedCard } from '@talad/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, FormSuccess } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { AddCardPanel } from './add-card.tsx';
import { CardLine } from './card-panel.tsx';
import { uuidParam } from './paths.ts';
import { useAddCard } from './use-add-card.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
const cardName = (card: SavedCard, t: Translate) =>
  `${CARD_BRAND_NAMES[card.card_type] || t('payment.card.card')} ${card.marked_card.slice(-4)}`;

function SavedCardRow({ card, onChanged }: { card: SavedCard; onChanged: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [confirming, setConfirming] = useState(false);
  const name = cardName(card, t);
  const remove = async () => {
    const answer = await run((api) => deleteSavedCard(api, card.card_id));
    setConfirming(false);
    if (answer.ok) onChanged();
  };
  const makeDefault = async () => {
    if ((await run((api) => setDefaultCard(api, card.card_id))).ok) onChanged();
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
      <div className="flex items-center gap-4">
        {card.is_default ? (
          <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success-strong" data-testid="default-card">
            {t('myCard.default')}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => void makeDefault()}
            disabled={busy}
            className="text-sm font-semibold text-primary hover:underline"
            aria-label={t('myCard.makeDefaultNamed', { name })}
          >
            {t('myCard.makeDefault')}
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy}
          className="text-sm font-semibold text-error-strong"
          aria-label={t('myCard.deleteNamed', { name })}
        >
          {t('myCard.delete')}
        </button>
      </div>
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
 * /account/my-card (spec §2, §7 users/me/my-card): the member's saved cards — brand, masked number (§5), expiry,
 * holder, which one is the default (preselected at checkout) — making one the default, deleting one, and adding one
 * through the gateway (decision 0069); after each the list is read again. Back from the gateway's 3-D Secure challenge
 * (?verification=), the API is asked what became of the card.
 */
export function SavedCards() {
  const { t } = useTranslation();
  const cards = useMemberData('GET users/me/my-card', (api, locale) => getMySavedCards(api, { locale }));
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const { reload } = cards;
  const onResult = useCallback(
    (result: CardVerificationResult) => {
      if (result.status === 'ADDED' && result.card) {
        setAdded(t('myCard.added', { name: cardName(result.card, t) }));
        setAdding(false);
      } else setAdding(true);
      reload();
    },
    [reload, t],
  );
  const addCard = useAddCard(onResult);
  const [params, setParams] = useSearchParams();
  const returned = uuidParam(params, 'verification');
  const { finish } = addCard;
  useEffect(() => {
    if (!returned) return;
    setParams({}, { replace: true });
    void finish(returned);
  }, [returned, finish, setParams]);

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
      {addCard.step.kind === 'checking' && (
        <p role="status" className="text-sm text-gray-600">
          {t('myCard.checking')}
        </p>
      )}
      {cards.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600" data-testid="no-saved-cards">
          {t('myCard.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {cards.data.map((card) => (
            <SavedCardRow key={card.card_id} card={card} onChanged={cards.reload} />
          ))}
        </ul>
      )}
      <FormSuccess message={added} />
      {adding || addCard.step.kind === 'challenge' ? (
        <AddCardPanel adding={addCard} onClose={() => setAdding(false)} />
      ) : (
        <button
          type="button"
          className="btn btn-outline w-full sm:w-auto"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
          disabled={addCard.busy}
          data-testid="add-card-open"
        >
          {t('myCard.add')}
        </button>
      )}
      <p className="flex items-start gap-2 text-xs text-gray-500">{t('myCard.safety')}</p>
    </div>
  );
}
