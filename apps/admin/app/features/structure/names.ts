import type { AdminCategory } from '@talad/contract';

/** An entry's name in the member's language (Thai when it has no English). */
export function nameIn(entry: { name: { th: string; en: string | null } }, language: 'th' | 'en') {
  return (language === 'en' && entry.name.en) || entry.name.th;
}

/** The categories a category can go under (main and sub ones), each with its path from the top. */
export function parentChoices(categories: AdminCategory[], language: 'th' | 'en') {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (category: AdminCategory): string => {
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
    return parent ? `${path(parent)} › ${nameIn(category, language)}` : nameIn(category, language);
  };
  return categories.filter((category) => category.level !== 'detail').map((category) => ({ ...category, path: path(category) }));
}
