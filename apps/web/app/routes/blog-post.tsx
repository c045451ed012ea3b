import { getBlogPost } from '@talad/sdk';
import { data } from 'react-router';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { loadProductCards } from '../features/catalog/feeds.server.ts';
import { ProductGrid } from '../features/catalog/product-card.tsx';
import { Byline, TitledSection } from '../features/content/article-parts.tsx';
import { BlogCard } from '../features/content/blog-card.tsx';
import { Picture } from '../features/media/picture.tsx';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { requiredData } from '../lib/settle.ts';
import type { Route } from './+types/blog-post';

export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const locale = localeFromPath(pathname);
  // A draft's preview link from the back office (decision 0055): the page is the staff's, kept by no cache, indexed by none.
  const preview = searchParams.get('preview') ?? undefined;
  const post = await requiredData(
    `GET blog/posts/${params.slug}`,
    () => getBlogPost(serverApi, params.slug, { locale, ...(preview ? { preview } : {}) }),
    `/blog/${params.slug}`,
  );
  const products = await loadProductCards(post.product_ids, locale);
  return preview ? data({ post, products }, { headers: PREVIEW_HEADERS }) : { post, products };
}

const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** A preview's own headers (a page with a Cache-Control of its own is never kept by the page cache). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { t } = i18nFor(localeFromPath(location.pathname));
  const { post } = loaded;
  return routeMeta({
    location,
    matches,
    title: post.title,
    description: snippet(post.excerpt),
    image: post.cover,
    trail: [{ label: t('blog.title'), path: '/blog' }, { label: post.title }],
    extra: [
      { property: 'og:type', content: 'article' },
      { property: 'article:published_time', content: post.published_at },
    ],
  });
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, products } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb trail={[{ label: t('blog.title'), path: '/blog' }, { label: post.title }]} />
      <h1 className="mt-3 text-3xl leading-tight font-bold">{post.title}</h1>
      <Byline
        by={post.author}
        at={post.published_at}
        extra={t('blog.readingMinutes', { count: post.reading_minutes })}
        className="mt-2 text-sm text-gray-600"
      />
      <Picture
        src={post.cover}
        alt={post.title}
        width={1024}
        height={576}
        sizes="(max-width: 767px) 100vw, 768px"
        priority
        className="mt-4 aspect-video w-full rounded-xl bg-gray-100 object-cover"
      />
      <div className="mt-6 space-y-6 text-lg leading-8 text-gray-800">
        {post.sections.map((section, index) => (
          <section key={index}>
            {section.heading && <h2 className="mb-2 text-xl font-bold text-gray-900">{section.heading}</h2>}
            {section.paragraphs.map((paragraph, number) => (
              <p key={number} className="mt-3">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      {post.tags.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {products.length > 0 && (
        <TitledSection id="post-products" title={t('blog.products')} className="mt-10">
          <ProductGrid products={products} />
        </TitledSection>
      )}
      {post.related.length > 0 && (
        <TitledSection id="post-related" title={t('blog.related')} className="mt-10">
          <ul className="grid gap-4 sm:grid-cols-2">
            {post.related.slice(0, 4).map((related) => (
              <li key={related.slug}>
                <BlogCard post={related} />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </article>
  );
}
