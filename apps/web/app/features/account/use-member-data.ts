import type { Envelope, Locale } from '@talad/domain';
import type { ApiClient } from '@talad/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { localeFromPath } from '../../lib/locale-path.ts';
import { useShellData } from '../../lib/shell-data.ts';

export type Loaded<T> = { status: 'loading'; data: null } | { status: 'ready'; data: T } | { status: 'failed'; data: null };

/**
 * Data of an account page, read in the browser with the member's token (account pages render after hydration).
 * `key` names what is read: a new key reads again; `reload` reads the same again after a change.
 */
export function useMemberData<T>(
  key: string,
  call: (api: ApiClient, locale: Locale) => Promise<Envelope<T>>,
): Loaded<T> & { reload: () => void } {
  const { config } = useShellData();
  const locale = localeFromPath(useLocation().pathname);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', data: null });
  const [round, setRound] = useState(0);
  const latestCall = useRef(call);
  latestCall.current = call;

  useEffect(() => {
    let current = true;
    latestCall
      .current(browserApi(config), locale)
      .then((answer) => {
        if (!current) return;
        setState(answer.is_success && answer.data !== null ? { status: 'ready', data: answer.data } : { status: 'failed', data: null });
      })
      .catch((error: unknown) => {
        console.error(`${key} failed:`, error);
        if (current) setState({ status: 'failed', data: null });
      });
    return () => {
      current = false;
    };
  }, [config, locale, key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
