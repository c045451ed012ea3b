import type { SessionRecord } from '@talad/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
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
 * The signed-in member and the account menu for a members' area, or a placeholder. Account pages render only after
 * hydration, from the session in browser storage (ARCHITECTURE); until a member is known the route guard decides.
 */
export function MembersArea({ frame }: { frame: (menu: AccountMenuState, page: ReactNode) => ReactNode }) {
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
  return frame(menu, <Outlet context={{ member, menu } satisfies AccountContext} />);
}

/**
 * Layout "account" (spec §2) for every /account page: the account menu beside the page on wider screens; on a phone
 * the page comes first and the menu after it (above, its twenty entries filled the first screen of every page).
 */
export default function AccountLayout() {
  return (
    <MembersArea
      frame={(menu, page) => (
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[240px_1fr]">
          <aside className="order-last md:order-none">
            <AccountMenu menu={menu} />
          </aside>
          <div className="min-w-0">{page}</div>
        </div>
      )}
    />
  );
}
