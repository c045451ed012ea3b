import type { BlogPostSummary } from '@talad/sdk';
import { Link } from 'react-router';
import { useFormatDate } from '../../lib/dates.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';

export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const localHref = useLocalHref();
  const formatDate = useFormatDate();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white text-gray-900 hover:shadow-md">
      <Picture
        src={post.cover}
        alt=""
        width={640}
        height={360}
        sizes="(max-width: 767px) 85vw, 360px"
        priority={priority}
        className="aspect-video w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-gray-500">
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> · {post.author}
        </p>
        <h3 className="line-clamp-2 font-bold">
          <Link to={localHref(`/blog/${encodeURIComponent(post.slug)}`)} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-gray-600">{post.excerpt}</p>
      </div>
    </article>
  );
}
