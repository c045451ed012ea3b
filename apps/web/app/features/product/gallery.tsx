import { DEFAULT_MEDIA_WIDTH, mediaVariant } from '@talad/domain';
import type { ProductMedia } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { mediaUrl } from '../../lib/media.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { Picture } from '../media/picture.tsx';

interface GalleryProps {
  media: ProductMedia[];
  name: string;
  shown: number;
  onShow: (index: number) => void;
}

/**
 * A video is in the page only once chosen (the gallery renders the shown slide alone), and even then it asks for
 * nothing until played: preload="none" with its own poster frame (one uploaded in the back office), else the product's
 * first picture. Muted, so it may play inline.
 */
function VideoSlide({ item, name, poster }: { item: ProductMedia; name: string; poster: string | undefined }) {
  const base = useShellData().config.mediaUrl;
  return (
    <video
      src={mediaUrl(item.url, base)}
      poster={
        poster ? mediaUrl(poster.startsWith('/media/') ? mediaVariant(poster, 'webp', DEFAULT_MEDIA_WIDTH) : poster, base) : undefined
      }
      controls
      muted
      preload="none"
      playsInline
      aria-label={item.alt || name}
      className="aspect-square w-full rounded-xl bg-black object-contain"
    />
  );
}

function Slide({ item, name, first, poster }: { item: ProductMedia; name: string; first: boolean; poster: string | undefined }) {
  if (item.kind === 'VIDEO') return <VideoSlide item={item} name={name} poster={item.poster ?? poster} />;
  return (
    <Picture
      src={item.url}
      alt={item.alt || name}
      width={1024}
      height={1024}
      sizes="(max-width: 767px) 100vw, 560px"
      priority={first}
      className="aspect-square w-full rounded-xl bg-gray-50 object-cover"
    />
  );
}

/** The product's pictures, videos and colour shots: one large, the rest as thumbnails to pick. */
export function Gallery({ media, name, shown, onShow }: GalleryProps) {
  const { t } = useTranslation();
  const current = media[shown] ?? media[0];
  if (!current) return null;
  // A video's poster and thumbnail when it has none of its own: the product's first picture.
  const poster = media.find((item) => item.kind === 'IMAGE')?.url;
  return (
    <section aria-label={t('product.gallery')}>
      <Slide key={shown} item={current} name={name} first={shown === 0} poster={poster} />
      {media.length > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {media.map((item, index) => (
            <li key={`${item.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => onShow(index)}
                aria-label={t('product.showMedia', { number: index + 1, kind: t(`media.${item.kind}`) })}
                aria-current={index === shown ? 'true' : undefined}
                className="relative block size-16 overflow-hidden rounded-lg border-2 border-transparent aria-[current=true]:border-primary"
              >
                <Picture
                  src={item.kind === 'VIDEO' ? (item.poster ?? poster ?? item.url) : item.url}
                  alt=""
                  width={160}
                  height={160}
                  sizes="64px"
                  className="size-full object-cover"
                />
                {item.kind === 'VIDEO' && (
                  <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-black/40 text-lg text-white">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
