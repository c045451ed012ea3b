import type { AccountMenuItem } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { NavLink, useLocation } from 'react-router';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';
import type { AccountMenuState } from './use-account-menu.ts';

function MenuLinks({ items }: { items: AccountMenuItem[] }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={localizeHref(item.path, locale)}
            end
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-primary/10 font-semibold text-primary' : 'text-gray-700 hover:bg-gray-100'}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The account menu beside the account pages (layout "account"). */
export function AccountMenu({ menu }: { menu: AccountMenuState }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.menu')} className="rounded-xl border border-gray-200 bg-white p-3">
      {menu.status === 'ready' && <MenuLinks items={menu.items} />}
      {menu.status === 'failed' && <p className="px-3 py-2 text-sm text-gray-600">{t('account.menuUnavailable')}</p>}
      {menu.status === 'loading' && <div className="h-40 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none" />}
    </nav>
  );
}
