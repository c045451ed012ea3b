import { getBlogPosts } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { pageOf } from '../features/catalog/listing-url.ts';
import { Pagination } from '../features/catalog/pagination.tsx';
import { BlogCard } from '../features/content/blog-card.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { optionalData } from '../lib/settle.ts';
import type { Route } from './+types/blog';

const PAGE_SIZE = 12;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = pageOf(url.searchParams);
  const [posts, seo] = await Promise.all([
    optionalData('GET blog/posts', () => getBlogPosts(serverApi, { page, size: PAGE_SIZE }, { locale }), null),
    loadSeo('blog', undefined, locale),
  ]);
  return { posts, seo };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return routeMeta({
    location,
    matches,
    title: t('blog.title'),
    description: t('blog.description'),
    seo: data?.seo,
    trail: [{ label: t('blog.title') }],
  });
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb trail={[{ label: t('blog.title') }]} />
      <h1 className="mt-2 text-2xl font-bold">{t('blog.title')}</h1>
      <p className="mt-1 text-gray-600">{t('blog.description')}</p>
      {!posts || posts.items.length === 0 ? (
        <p className="mt-6 rounded-xl bg-gray-50 p-8 text-center text-gray-600">{t('blog.none')}</p>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posts.items.map((post, index) => (
              <li key={post.slug}>
                <BlogCard post={post} priority={index < 3} />
              </li>
            ))}
          </ul>
          <Pagination page={posts.page} totalPages={posts.total_pages} />
        </>
      )}
    </div>
  );
}
