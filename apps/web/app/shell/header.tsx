import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import type { ShopMenu } from '../lib/shop-menu.ts';
import { SearchBox } from '../features/search/search-box.tsx';
import { homePath, localeFromPath, localizePath } from '../lib/locale-path.ts';
import { useSession } from '../lib/session.tsx';
import type { Brand } from '../lib/brands.tsx';
import { CartBadge } from '../features/cart/cart-badge.tsx';
import { NotificationBell } from '../features/notification/notification-bell.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { DesktopNav, MobileNav } from './site-nav.tsx';

export function BrandLink({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Link to={homePath(locale)} aria-label={t('brand.home', { name: brand.name })} className="flex shrink-0 items-center gap-2 rounded-md">
      <brand.Logo className="size-9" />
      <span className="text-lg font-bold whitespace-nowrap text-gray-900">{brand.name}</span>
    </Link>
  );
}

/** Guests get a sign-in link; members (after hydration) a link to their account. */
function AccountLink() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const { role } = useSession();
  const member = role === 'user';
  return (
    <Link
      to={localizePath(member ? '/account' : '/guest/login', locale)}
      className="inline-flex h-[38px] items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="max-sm:sr-only">{t(member ? 'header.account' : 'header.signIn')}</span>
    </Link>
  );
}

export function Header({ brand, menu }: { brand: Brand; menu: ShopMenu }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:flex-nowrap md:gap-6">
        <MobileNav menu={menu} />
        <BrandLink brand={brand} />
        <SearchBox id="site-search" look="header" className="order-last w-full md:order-none md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <LanguageSwitch />
          <AccountLink />
          <NotificationBell />
          <CartBadge />
        </div>
      </div>
      <DesktopNav menu={menu} />
    </header>
  );
}
