import * as Dialog from '@radix-ui/react-dialog';
import type { MenuItem } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { localeFromPath, localizeHref } from '../lib/locale-path.ts';

function useMenuHref() {
  const locale = localeFromPath(useLocation().pathname);
  return (item: MenuItem) => localizeHref(item.href, locale);
}

/** The menu from GET menu as a row of links (tablet and desktop); an empty menu renders nothing. */
export function DesktopNav({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const hrefOf = useMenuHref();
  if (menu.length === 0) return null;

  return (
    <nav aria-label={t('header.navigation')} className="hidden border-t border-gray-100 md:block">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
        {menu.map((item) => (
          <li key={item.id}>
            <NavLink
              to={hrefOf(item)}
              className={({ isActive }) =>
                `inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${isActive ? 'border-primary text-primary' : 'border-transparent text-gray-700 hover:text-primary'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link in the side sheet: following it also closes the sheet. */
function SheetLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  return (
    <Dialog.Close asChild>
      <NavLink to={to} className={className}>
        {children}
      </NavLink>
    </Dialog.Close>
  );
}

/** Phones: a compact menu button that opens the navigation as a side sheet. */
export function MobileNav({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const hrefOf = useMenuHref();
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button md:hidden" aria-label={t('header.openMenu')} data-testid="menu-button">
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-xs flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="font-bold text-gray-900">{t('header.navigation')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('header.closeMenu')}>
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.navigation')} className="flex-1 overflow-y-auto px-2 py-2">
            <ul>
              {menu.map((item) => (
                <li key={item.id}>
                  <SheetLink to={hrefOf(item)} className="block rounded-md px-3 py-3 font-semibold text-gray-800 hover:bg-gray-100">
                    {item.label}
                  </SheetLink>
                  {item.children.length > 0 && (
                    <ul className="mb-2 ml-3 border-l border-gray-200 pl-2">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <SheetLink to={hrefOf(child)} className="block rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-100">
                            {child.label}
                          </SheetLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
