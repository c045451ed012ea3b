import { getAccountMenu, type AccountMenuItem } from '@talad/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { localeFromPath } from '../../lib/locale-path.ts';
import { settle } from '../../lib/settle.ts';
import type { PublicConfig } from '../../lib/shell-data.ts';

export type AccountMenuState = { status: 'loading' } | { status: 'ready'; items: AccountMenuItem[] } | { status: 'failed' };

/** GET masters/account-menu from the browser with the member's own token, ordered by position. */
export function useAccountMenu(config: PublicConfig, enabled: boolean): AccountMenuState {
  const locale = localeFromPath(useLocation().pathname);
  const [state, setState] = useState<AccountMenuState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void settle('GET masters/account-menu', () => getAccountMenu(browserApi(config), { locale }), null).then((answer) => {
      if (!current) return;
      if (!answer?.is_success || !answer.data) return setState({ status: 'failed' });
      setState({ status: 'ready', items: [...answer.data].sort((a, b) => a.position - b.position) });
    });
    return () => {
      current = false;
    };
  }, [config, enabled, locale]);

  return state;
}
