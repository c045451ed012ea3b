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

interface RawMenuEntry {
  id?: unknown;
  label?: unknown;
  href?: unknown;
  link_type?: unknown;
  link_value?: unknown;
  icon?: unknown;
  children?: unknown;
}

function toNavItem(entry: RawMenuEntry): NavItem {
  const linkType = typeof entry.link_type === 'string' ? entry.link_type : 'NONE';
  return {
    id: String(entry.id ?? ''),
    label: typeof entry.label === 'string' ? entry.label : '',
    href: typeof entry.href === 'string' && entry.href ? entry.href : hrefFor(linkType, typeof entry.link_value === 'string' ? entry.link_value : null),
    linkType,
    icon: typeof entry.icon === 'string' ? entry.icon : null,
    children: toNavItems(entry.children),
  };
}

function toNavItems(entries: unknown): NavItem[] {
  return Array.isArray(entries) ? entries.filter((entry) => entry && typeof entry === 'object').map(toNavItem) : [];
}

/**
 * The menu as the API answers it — `{categories, links}`, or one flat list in which MAINCATEGORY entries are the
 * categories — read defensively: anything else is an empty menu, never a broken header.
 */
export function toShopMenu(data: unknown): ShopMenu {
  if (Array.isArray(data)) {
    const items = toNavItems(data);
    return { categories: items.filter((item) => item.linkType === 'MAINCATEGORY'), links: items.filter((item) => item.linkType !== 'MAINCATEGORY') };
  }
  if (!data || typeof data !== 'object') return EMPTY_MENU;
  const { categories, links } = data as { categories?: unknown; links?: unknown };
  return { categories: toNavItems(categories), links: toNavItems(links) };
}
