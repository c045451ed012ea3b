import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import type { ShownStream } from './block-data.ts';

export const STATUS_STYLE = {
  LIVE: 'bg-error-strong text-white',
  UPCOMING: 'bg-info-strong text-white',
  ENDED: 'bg-gray-700 text-white',
} as const;

/** A live stream's poster with its state (on air, upcoming with its start, replay). */
export function LiveCard({ stream, path, priority = false }: { stream: ShownStream; path: string; priority?: boolean }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const formatDate = useFormatDate();
  return (
    <article className="relative overflow-hidden rounded-xl bg-gray-900 text-white">
      <Picture
        src={stream.poster}
        alt=""
        width={640}
        height={360}
        sizes="(max-width: 767px) 85vw, 360px"
        priority={priority}
        className="aspect-video w-full object-cover opacity-90"
      />
      <span className={`absolute top-2 left-2 rounded px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[stream.status]}`}>
        {t(`live.status.${stream.status}`)}
      </span>
      <div className="p-3">
        <h3 className="line-clamp-1 font-bold">
          <Link to={localHref(path)} className="after:absolute after:inset-0">
            {stream.title}
          </Link>
        </h3>
        <p className="text-xs text-white/80">
          {stream.host} · <time dateTime={stream.starts_at}>{formatDate(stream.starts_at)}</time>
        </p>
      </div>
    </article>
  );
}
