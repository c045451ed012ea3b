import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '../lib/shop-menu.ts';
import { localeFromPath, localizeHref } from '../lib/locale-path.ts';

/** Renders a menu entry as a link in the current language; entries without a page are plain labels. */
export function MenuEntry({ item, className }: { item: NavItem; className: string }) {
  const locale = localeFromPath(useLocation().pathname);
  if (!item.href) return <span className={className}>{item.label}</span>;
  return (
    <NavLink to={localizeHref(item.href, locale)} className={className}>
      {item.label}
    </NavLink>
  );
}
