import { useId } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import type { NavItem, ShopMenu } from '../lib/shop-menu.ts';
import { MenuEntry } from './menu-entry.tsx';
import { CloseIcon, NativeDialog } from '../ui/native-dialog.tsx';

function SheetSection({ items, title }: { items: NavItem[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="py-2">
      {title && <li className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</li>}
      {items.map((item) => (
        <li key={item.id}>
          <MenuEntry item={item} className="block rounded-md px-3 py-3 font-semibold text-gray-800 hover:bg-gray-100" />
          {item.children.length > 0 && (
            <ul className="mb-2 ml-3 border-l border-gray-200 pl-2">
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuEntry item={child} className="block rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-100" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The navigation as a side sheet; site-nav.tsx shows it on a tap of the menu button. Following a link closes it. */
export function MobileNavSheet({ menu, onClose }: { menu: ShopMenu; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <NativeDialog
      onDismiss={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 right-auto left-0 m-0 h-full max-h-none w-[85%] max-w-xs bg-white shadow-xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="font-bold text-gray-900">
            {t('header.navigation')}
          </h2>
          <button type="button" className="icon-button -mr-2" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav
          aria-label={t('header.navigation')}
          className="flex-1 divide-y divide-gray-100 overflow-y-auto px-2"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) onClose();
          }}
        >
          <SheetSection items={menu.links} />
          <SheetSection items={menu.categories} title={t('home.categories')} />
        </nav>
      </div>
    </NativeDialog>
  );
}
