import type { Menu, MenuNode } from '@talad/sdk';

/** One entry of the shop's navigation, with its link already resolved to a path of this site. */
export interface NavItem {
  id: string;
  label: string;
  /** null for entries that only group others (link type NONE or a target with no page). */
  href: string | null;
  linkType: string;
  icon: string | null;
  children: NavItem[];
}

/** GET menu: main categories (with sub- and detail categories) and the other links (flash sale, brands…). */
export interface ShopMenu {
  categories: NavItem[];
  links: NavItem[];
}

export const EMPTY_MENU: ShopMenu = { categories: [], links: [] };

const slug = (value: string) => encodeURIComponent(value);

/** Where each link target of spec §3 leads, by the routes of spec §2. */
export function hrefFor(linkType: string, linkValue: string | null | undefined): string | null {
  const value = linkValue?.trim() ?? '';
  switch (linkType) {
    case 'HOME':
      return '/';
    case 'LINKURL':
      return value || null;
    case 'MAINCATEGORY':
    case 'SUBCATEGORY':
    case 'DETAILCATEGORY':
      return value ? `/${slug(value)}` : null;
    case 'COLLECTION':
      return value ? `/collection/${slug(value)}` : null;
    case 'PRODUCTDETAIL':
      return value ? `/product/${slug(value)}` : null;
    // The spec names this target without its page: the products a word finds, the shop's page for such a set.
    case 'PRODUCTSOURCE':
      return value ? `/search?search=${encodeURIComponent(value)}` : null;
    case 'CUSTOMPAGE':
      return value ? `/p/${slug(value)}` : null;
    case 'BRAND':
      return value ? `/brand/${slug(value)}` : '/brand';
    case 'BLOG':
      return value ? `/blog/${slug(value)}` : '/blog';
    case 'COUPON':
      return '/coupon';
    case 'FLASHSALE':
      return '/flash-sale';
    case 'PROMOTION':
      return '/promotion';
    case 'LIVE':
      return '/live-tv';
    default:
      return null;
  }
}

function toNavItem(node: MenuNode): NavItem {
  return {
    id: String(node.id),
    label: node.label,
    href: hrefFor(node.link_type, node.link_value),
    linkType: node.link_type,
    icon: node.icon,
    children: node.children.map(toNavItem),
  };
}

/** The menu of GET menu with every link resolved to a path of this site. */
export function toShopMenu(menu: Menu): ShopMenu {
  return { categories: menu.categories.map(toNavItem), links: menu.links.map(toNavItem) };
}
