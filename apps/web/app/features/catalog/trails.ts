import type { CategoryRef } from '@talad/sdk';
import type { Crumb } from './breadcrumb.tsx';

const categoryPath = (slug: string) => `/${encodeURIComponent(slug)}`;

/** Main, sub and detail categories share /:category; every crumb links except the page itself. */
export function categoryTrail(category: { slug: string; breadcrumb: CategoryRef[] }): Crumb[] {
  return category.breadcrumb.map((crumb) =>
    crumb.slug === category.slug ? { label: crumb.name } : { label: crumb.name, path: categoryPath(crumb.slug) },
  );
}

/** A product sits under its categories; its own name closes the trail. */
export function productTrail(product: { name: string; breadcrumb: CategoryRef[] }): Crumb[] {
  return [...product.breadcrumb.map((crumb) => ({ label: crumb.name, path: categoryPath(crumb.slug) })), { label: product.name }];
}
