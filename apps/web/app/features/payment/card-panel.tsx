import { cvvLength } from '@talad/domain';
import type { SavedCard } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { TextField } from '../../ui/fields.tsx';
import { ChoiceCard } from '../checkout/choice-card.tsx';
import { CardBrandMark } from './card-brand.tsx';
import type { CardChoice } from './card-choice.ts';
import type { CardToCreate } from './card-entry.ts';

/** A card as a line: its brand, the masked number (§5), and what else tells it apart. */
export function CardLine({ card, detail }: { card: Pick<SavedCard, 'card_type' | 'marked_card'>; detail: ReactNode }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <CardBrandMark brand={card.card_type} />
      <span className="min-w-0">
        <span className="block font-mono text-sm tracking-wide text-gray-900">{card.marked_card}</span>
        <span className="block text-xs font-normal text-gray-500">{detail}</span>
      </span>
    </span>
  );
}

/**
 * The cards a card payment may use: the member's saved cards (the CVV is typed again; the gateway keeps the card), the
 * cards typed on this page before (spec §4: two at most), or a new card (`newCardForm`). With no card at all, the form.
 */
export function CardPanel({
  saved,
  typed,
  choice,
  onChoose,
  savedCvv,
  onSavedCvv,
  savedCvvProblem,
  newCardForm,
}: {
  saved: SavedCard[];
  typed: CardToCreate[];
  choice: CardChoice;
  onChoose: (choice: CardChoice) => void;
  savedCvv: string;
  onSavedCvv: (cvv: string) => void;
  savedCvvProblem: string | null;
  newCardForm: ReactNode;
}) {
  const { t } = useTranslation();
  if (saved.length === 0 && typed.length === 0) return <>{newCardForm}</>;
  return (
    <div role="radiogroup" aria-label={t('payment.card.which')} className="space-y-2" data-testid="card-choices">
      {saved.map((card) => {
        const chosen = choice.kind === 'saved' && choice.cardId === card.card_id;
        return (
          <div key={card.card_id} className="space-y-2">
            <ChoiceCard
              name="card"
              value={card.card_id}
              checked={chosen}
              onChoose={() => onChoose({ kind: 'saved', cardId: card.card_id })}
              title={<CardLine card={card} detail={t('payment.card.savedDetail', { expiry: card.exp_date, holder: card.holder_name })} />}
            />
            {chosen && (
              <div className="max-w-40 pl-7">
                <TextField
                  label={t('payment.card.cvvOf', { last4: card.marked_card.slice(-4) })}
                  type="password"
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={cvvLength(card.card_type)}
                  placeholder={'•'.repeat(cvvLength(card.card_type))}
                  value={savedCvv}
                  onChange={(event) => onSavedCvv(event.target.value.replace(/\D/g, ''))}
                  error={savedCvvProblem}
                />
              </div>
            )}
          </div>
        );
      })}
      {typed.map((card) => (
        <ChoiceCard
          key={card.card_id}
          name="card"
          value={card.card_id}
          checked={choice.kind === 'typed' && choice.card.card_id === card.card_id}
          onChoose={() => onChoose({ kind: 'typed', card })}
          title={<CardLine card={card} detail={t('payment.card.typedDetail', { expiry: card.exp_date })} />}
        />
      ))}
      <ChoiceCard
        name="card"
        value="new"
        checked={choice.kind === 'new'}
        onChoose={() => onChoose({ kind: 'new' })}
        title={t('payment.card.new')}
      />
      {choice.kind === 'new' && <div className="rounded-lg border border-gray-200 p-3">{newCardForm}</div>}
    </div>
  );
}
