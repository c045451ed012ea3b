import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import type { ShopMenu } from '../lib/shop-menu.ts';
import { MenuEntry } from './menu-entry.tsx';
import { MobileNavSheet } from './mobile-nav-sheet.tsx';

const desktopLink =
  'inline-flex h-11 items-center border-b-2 border-transparent px-2 text-sm font-semibold whitespace-nowrap hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary';

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

/** Phones: a compact menu button that opens the navigation as a side sheet. */
export function MobileNav({ menu }: { menu: ShopMenu }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="icon-button -ml-2 md:hidden"
        aria-label={t('header.openMenu')}
        data-testid="menu-button"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && <MobileNavSheet menu={menu} onClose={() => setOpen(false)} />}
    </>
  );
}
