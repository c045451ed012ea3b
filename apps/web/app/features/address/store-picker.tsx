import { getStoresNearMe, searchStores, type SevenElevenStore } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, TextField } from '../../ui/fields.tsx';

/** Spec §9: nearby stores within 1500 m. */
export const NEARBY_RADIUS_M = 1500;
/** Where "nearby" looks when the browser gives no position (denied, unsupported, or too slow): Siam, Bangkok. */
export const FALLBACK_LOCATION = { lat: 13.7462, lng: 100.5347 };
const GEOLOCATION_TIMEOUT_MS = 8000;

/** The browser's position, or the fallback with a note saying so. */
function currentPosition(): Promise<{ at: { lat: number; lng: number }; fallback: boolean }> {
  const fallback = { at: FALLBACK_LOCATION, fallback: true };
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ at: { lat: position.coords.latitude, lng: position.coords.longitude }, fallback: false }),
      () => resolve(fallback),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

function StoreList({
  stores,
  chosen,
  onChoose,
}: {
  stores: SevenElevenStore[];
  chosen: string | null;
  onChoose: (store: SevenElevenStore) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200" aria-label={t('store.results')}>
      {stores.map((store) => (
        <li key={store.store_id}>
          <button
            type="button"
            onClick={() => onChoose(store)}
            aria-pressed={chosen === store.store_id}
            className={`block w-full px-3 py-2 text-left text-sm ${chosen === store.store_id ? 'bg-primary/10' : 'hover:bg-gray-50'}`}
          >
            <span className="font-semibold text-gray-900">{store.name}</span>
            {store.distance_m !== undefined && (
              <span className="ml-2 text-xs text-gray-500">{t('store.distance', { metres: Math.round(store.distance_m) })}</span>
            )}
            <span className="block text-xs text-gray-600">{store.address}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Finds a 7-Eleven by the shopper's position (GET allmap/stores/nearme) or by keyword (GET allmap/stores/search). */
export function StorePicker({
  chosen,
  onChoose,
  error: choiceError,
}: {
  chosen: SevenElevenStore | null;
  onChoose: (store: SevenElevenStore) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [keyword, setKeyword] = useState('');
  const [stores, setStores] = useState<SevenElevenStore[] | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const nearby = async () => {
    const position = await currentPosition();
    setNote(position.fallback ? t('store.fallbackNote') : null);
    const answer = await run((api) => getStoresNearMe(api, position.at, NEARBY_RADIUS_M));
    setStores(answer.ok ? answer.data : null);
  };
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return;
    setNote(null);
    const answer = await run((api) => searchStores(api, keyword.trim()));
    setStores(answer.ok ? answer.data : null);
  };

  return (
    <div className="space-y-3" data-testid="store-picker">
      {chosen && (
        <p className="rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm" role="status">
          {t('store.chosen')}: <strong>{chosen.name}</strong> — {chosen.address}
        </p>
      )}
      <button type="button" className="btn btn-outline w-full" disabled={busy} onClick={() => void nearby()}>
        {t('store.nearby')}
      </button>
      <form role="search" onSubmit={(event) => void search(event)} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('store.keyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('store.keywordPlaceholder')}
          />
        </div>
        <button type="submit" className="btn btn-primary mb-0.5" disabled={busy}>
          {t('store.search')}
        </button>
      </form>
      {note && <p className="text-xs text-gray-500">{note}</p>}
      <FormError message={error ?? choiceError} />
      {stores && stores.length === 0 && <p className="text-sm text-gray-600">{t('store.none')}</p>}
      {stores && stores.length > 0 && <StoreList stores={stores} chosen={chosen?.store_id ?? null} onChoose={onChoose} />}
    </div>
  );
}
