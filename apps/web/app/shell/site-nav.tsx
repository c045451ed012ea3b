import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem, ShopMenu } from '../features/catalog/shop-menu.ts';
import { localeFromPath, localizeHref } from '../lib/locale-path.ts';

/** Renders a menu entry as a link in the current language; entries without a page are plain labels. */
function MenuEntry({ item, className, wrap = (link) => link }: { item: NavItem; className: string; wrap?: (link: ReactNode) => ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  if (!item.href) return <span className={className}>{item.label}</span>;
  return wrap(
    <NavLink to={localizeHref(item.href, locale)} className={className}>
      {item.label}
    </NavLink>,
  );
}

const desktopLink = 'inline-flex h-11 items-center border-b-2 border-transparent px-2 text-sm font-semibold whitespace-nowrap hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary';

/** The menu from GET menu as a row of links (tablet and desktop); an empty menu renders nothing. */
export function DesktopNav({ menu }: { menu: ShopMenu }) {
  const { t } = useTranslation();
  if (menu.categories.length + menu.links.length === 0) return null;

  return (
    <nav aria-label={t('header.navigation')} className="hidden border-t border-gray-100 md:block">
      <ul className="mx-auto flex max-w-6xl items-center overflow-x-auto px-4">
        {menu.categories.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} className={`${desktopLink} text-gray-700`} />
          </li>
        ))}
        {menu.links.map((item, position) => (
          <li key={item.id} className={position === 0 ? 'ml-auto border-l border-gray-200 pl-2' : undefined}>
            <MenuEntry item={item} className={`${desktopLink} text-secondary`} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

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

/** Phones: a compact menu button that opens the navigation as a side sheet. */
export function MobileNav({ menu }: { menu: ShopMenu }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button -ml-2 md:hidden" aria-label={t('header.openMenu')} data-testid="menu-button">
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
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
