import type { MenuItem } from '@talad/sdk';

/** The menu's main categories for the home grid: top-level entries linking to a main category, else all of them. */
export function mainCategories(menu: MenuItem[]): MenuItem[] {
  const categories = menu.filter((item) => item.link_type === 'MAINCATEGORY');
  return categories.length > 0 ? categories : menu;
}
