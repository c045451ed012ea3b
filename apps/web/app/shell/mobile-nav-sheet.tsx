import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem, ShopMenu } from '../features/catalog/shop-menu.ts';
import { MenuEntry } from './menu-entry.tsx';

/** A link in the side sheet: following it also closes the sheet. */
const closesSheet = (link: ReactNode) => <Dialog.Close asChild>{link}</Dialog.Close>;

function SheetSection({ items, title }: { items: NavItem[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="py-2">
      {title && <li className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</li>}
      {items.map((item) => (
        <li key={item.id}>
          <MenuEntry item={item} wrap={closesSheet} className="block rounded-md px-3 py-3 font-semibold text-gray-800 hover:bg-gray-100" />
          {item.children.length > 0 && (
            <ul className="mb-2 ml-3 border-l border-gray-200 pl-2">
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuEntry item={child} wrap={closesSheet} className="block rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-100" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The navigation as a side sheet (Radix dialog); site-nav.tsx loads it on the first tap of the menu button. */
export default function MobileNavSheet({ menu, onClose }: { menu: ShopMenu; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-xs flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="font-bold text-gray-900">{t('header.navigation')}</Dialog.Title>
            <Dialog.Close className="icon-button -mr-2" aria-label={t('header.closeMenu')}>
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.navigation')} className="flex-1 divide-y divide-gray-100 overflow-y-auto px-2">
            <SheetSection items={menu.links} />
            <SheetSection items={menu.categories} title={t('home.categories')} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
