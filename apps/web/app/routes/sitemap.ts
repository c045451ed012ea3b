import {
  dataOr,
  EMPTY_MENU,
  getAboutPages,
  getBlogPosts,
  getBrands,
  getCollections,
  getMenu,
  getProductListing,
  type MenuNode,
} from '@talad/sdk';
import { MAX_PAGE_SIZE } from '@talad/domain';
import { hrefFor } from '../lib/shop-menu.ts';
import { sitemapXml } from '../features/seo/sitemap.ts';
import { serverApi } from '../lib/api.server.ts';
import { serverConfig } from '../lib/config.server.ts';
import { settle } from '../lib/settle.ts';
import type { Route } from './+types/sitemap';

const SITEMAP_TIMEOUT_MS = 20_000;
const CATEGORY_LINKS = new Set(['MAINCATEGORY', 'SUBCATEGORY', 'DETAILCATEGORY']);

function categoryPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => {
    const own = CATEGORY_LINKS.has(node.link_type) ? [hrefFor(node.link_type, node.link_value)] : [];
    return [...own.filter((path): path is string => path !== null), ...categoryPaths(node.children)];
  });
}

/** Every product page, a hundred per listing call. */
async function productPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await getProductListing(serverApi, { page, size: MAX_PAGE_SIZE, sort: 'newest' });
    if (!answer.is_success || !answer.data) return paths;
    paths.push(...answer.data.items.map((product) => `/product/${encodeURIComponent(product.slug)}`));
    if (page >= answer.data.total_pages) return paths;
  }
}

async function blogPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const posts = dataOr(await getBlogPosts(serverApi, { page, size: MAX_PAGE_SIZE }), null, serverApi.logger);
    if (!posts) return paths;
    paths.push(...posts.items.map((post) => `/blog/${encodeURIComponent(post.slug)}`));
    if (page >= posts.total_pages) return paths;
  }
}

/** sitemap.xml from the API's real catalogue: categories, brands, collections, products, blog and about pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const gather = <T>(what: string, call: () => Promise<T>, empty: T) => settle(what, call, empty, SITEMAP_TIMEOUT_MS);
  const [menu, brands, collections, products, posts, about] = await Promise.all([
    gather('GET menu', async () => dataOr(await getMenu(serverApi), EMPTY_MENU, serverApi.logger), EMPTY_MENU),
    gather('GET brands', async () => dataOr(await getBrands(serverApi), [], serverApi.logger), []),
    gather('GET collections', async () => dataOr(await getCollections(serverApi), [], serverApi.logger), []),
    gather('GET catalog/products', productPaths, []),
    gather('GET blog/posts', blogPaths, []),
    gather('GET about-pages', async () => dataOr(await getAboutPages(serverApi), [], serverApi.logger), []),
  ]);
  const paths = [
    '/',
    '/brand',
    '/promotion',
    '/flash-sale',
    '/blog',
    '/live-tv',
    '/a/faq',
    `/${serverConfig.public.brand}-plus`,
    ...categoryPaths(menu.categories),
    ...brands.map((brand) => `/brand/${encodeURIComponent(brand.slug)}`),
    ...collections.map((collection) => `/collection/${encodeURIComponent(collection.slug)}`),
    ...products,
    ...posts,
    ...about.map((page) => `/a/${encodeURIComponent(page.slug)}`),
  ];
  return new Response(sitemapXml(origin, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
