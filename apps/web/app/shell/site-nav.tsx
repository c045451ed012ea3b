import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import type { ShopMenu } from '../lib/shop-menu.ts';
import { MenuEntry } from './menu-entry.tsx';
import { MobileNavSheet } from './mobile-nav-sheet.tsx';

const desktopLink =
  'inline-flex h-11 items-center border-b-2 border-transparent px-2 text-sm font-semibold whitespace-nowrap hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary';

/**
 * The menu from GET menu (tablet and desktop): the categories, then the shop's links, each group wrapping onto a row of
 * its own when the screen is too narrow for both — every entry whole and in sight (a sideways scroller had cut
 * "คอลเลก…" in half at 1280 px and hidden five links with no sign of them). An empty menu renders nothing.
 */
export function DesktopNav({ menu }: { menu: ShopMenu }) {
  const { t } = useTranslation();
  if (menu.categories.length + menu.links.length === 0) return null;

  return (
    <nav aria-label={t('header.navigation')} className="hidden border-t border-gray-100 md:block">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4">
        <ul className="flex flex-wrap items-center">
          {menu.categories.map((item) => (
            <li key={item.id}>
              <MenuEntry item={item} className={`${desktopLink} text-gray-700`} />
            </li>
          ))}
        </ul>
        {menu.links.length > 0 && (
          <ul className="flex flex-wrap items-center">
            {menu.links.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} className={`${desktopLink} text-secondary`} />
              </li>
            ))}
          </ul>
        )}
      </div>
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
