import { getFavoriteProductIds, setFavorite, type ApiClient } from '@talad/sdk';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { invalidateCounter, onCounterInvalidated } from '../../lib/shared-counters.ts';
import { useShellData } from '../../lib/shell-data.ts';

/**
 * The hearts of one browser tab: which products this session has hearted, read once per session (GET
 * my-favorite/product-ids) and shared by every heart on the page, so a listing of 40 cards asks once. A heart
 * changes at once (optimistic) and goes back, with the API's message, when the API refuses or cannot be reached.
 * Other tabs hear of a change through the shared counters' channel and read the list again.
 */
interface Hearts {
  /** The session the codes belong to (role:user_id); a sign-in or sign-out starts over. */
  session: string | null;
  codes: ReadonlySet<string> | null;
  /** Products whose heart is on its way to the API: a second tap waits for the first. */
  pending: ReadonlySet<string>;
  /** What the last tap said: added, removed, or why it was undone. Shown by WishListNotice. */
  notice: { text: string; failed: boolean; id: number } | null;
}

let hearts: Hearts = { session: null, codes: null, pending: new Set(), notice: null };
const listeners = new Set<() => void>();
let reading: string | null = null;

function update(change: Partial<Hearts>) {
  hearts = { ...hearts, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const withCode = (codes: ReadonlySet<string>, code: string, on: boolean) => {
  const next = new Set(codes);
  if (on) next.add(code);
  else next.delete(code);
  return next;
};

async function readHearts(api: ApiClient, session: string) {
  if (reading === session) return;
  reading = session;
  try {
    const answer = await getFavoriteProductIds(api);
    if (hearts.session === session && answer.is_success && answer.data) update({ codes: new Set(answer.data.product_ids) });
  } catch (error) {
    console.error('GET my-favorite/product-ids failed:', error);
  } finally {
    reading = null;
  }
}

/** Starts (once per session) the read of the hearted codes, and reads again when another tab changed them. */
function useHeartsOf(session: string | null) {
  const { config } = useShellData();
  useEffect(() => {
    if (session === null) return;
    if (hearts.session !== session) update({ session, codes: null, pending: new Set() });
    if (hearts.codes === null) void readHearts(browserApi(config), session);
    return onCounterInvalidated((name, fromOtherTab) => {
      if (name === 'favorites' && fromOtherTab) void readHearts(browserApi(config), session);
    });
  }, [config, session]);
}

export interface Heart {
  /** null until the session's hearts are known (the heart is then shown empty and cannot be tapped yet). */
  hearted: boolean | null;
  busy: boolean;
  toggle: () => void;
}

/** One product's heart: its state and the tap that flips it. */
export function useHeart(productCode: string): Heart {
  const { t } = useTranslation();
  const { config } = useShellData();
  const { session, ready } = useSession();
  const key = ready && session ? `${session.role}:${session.user_id}` : null;
  useHeartsOf(key);
  const hearted = useSyncExternalStore(
    subscribe,
    () => (hearts.session === key && hearts.codes ? hearts.codes.has(productCode) : null),
    () => null,
  );
  const busy = useSyncExternalStore(
    subscribe,
    () => hearts.pending.has(productCode),
    () => false,
  );

  const toggle = useCallback(() => {
    const codes = hearts.codes;
    if (!codes || hearts.pending.has(productCode) || hearts.session !== key) return;
    const wanted = !codes.has(productCode);
    update({ codes: withCode(codes, productCode, wanted), pending: withCode(hearts.pending, productCode, true) });
    const settle = (failure: string | null) => {
      const undo = failure !== null && hearts.session === key && hearts.codes;
      update({
        ...(undo ? { codes: withCode(hearts.codes!, productCode, !wanted) } : {}),
        pending: withCode(hearts.pending, productCode, false),
        notice: {
          text: failure ?? t(wanted ? 'wishList.added' : 'wishList.removed'),
          failed: failure !== null,
          id: (hearts.notice?.id ?? 0) + 1,
        },
      });
      if (failure === null) invalidateCounter('favorites');
    };
    setFavorite(browserApi(config), productCode, wanted).then(
      (answer) => settle(answer.is_success ? null : answer.message || t('form.unknownError')),
      () => settle(t('form.networkError')),
    );
  }, [config, key, productCode, t]);

  return { hearted, busy, toggle };
}

/** The last tap's message (WishListNotice shows it for a few seconds). */
export function useHeartNotice(): Hearts['notice'] {
  return useSyncExternalStore(
    subscribe,
    () => hearts.notice,
    () => null,
  );
}
