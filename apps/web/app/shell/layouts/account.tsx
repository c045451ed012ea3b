import type { SessionRecord } from '@talad/domain';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router';
import { AccountMenu } from '../../features/account/account-menu.tsx';
import { useAccountMenu, type AccountMenuState } from '../../features/account/use-account-menu.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';

export interface AccountContext {
  member: SessionRecord;
  menu: AccountMenuState;
}

export function useAccountContext(): AccountContext {
  return useOutletContext<AccountContext>();
}

/**
 * Layout "account" (spec §2) for every /account page. Account pages render only after hydration, from the session
 * in browser storage (ARCHITECTURE); until a member is known the route guard decides and this shows a placeholder.
 */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { session, role, ready } = useSession();
  const { config } = useShellData();
  const member = ready && role === 'user' ? session : null;
  const menu = useAccountMenu(config, member !== null);

  if (!member) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-gray-600">
        {t('account.checking')}
      </p>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[240px_1fr]">
      <aside>
        <AccountMenu menu={menu} />
      </aside>
      <div>
        <Outlet context={{ member, menu } satisfies AccountContext} />
      </div>
    </div>
  );
}
