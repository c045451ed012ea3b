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

function Slide({ item, name, first }: { item: ProductMedia; name: string; first: boolean }) {
  const { apiUrl } = useShellData().config;
  if (item.kind === 'VIDEO') {
    return <video src={mediaUrl(item.url, apiUrl)} controls preload="none" playsInline aria-label={item.alt || name} className="aspect-square w-full rounded-xl bg-black object-contain" />;
  }
  return <Picture src={item.url} alt={item.alt || name} width={1024} height={1024} sizes="(max-width: 767px) 100vw, 560px" priority={first} className="aspect-square w-full rounded-xl bg-gray-50 object-cover" />;
}

/** The product's pictures, videos and colour shots: one large, the rest as thumbnails to pick. */
export function Gallery({ media, name, shown, onShow }: GalleryProps) {
  const { t } = useTranslation();
  const current = media[shown] ?? media[0];
  if (!current) return null;
  return (
    <section aria-label={t('product.gallery')}>
      <Slide key={shown} item={current} name={name} first={shown === 0} />
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
                <Picture src={item.kind === 'VIDEO' ? (media[0]?.url ?? item.url) : item.url} alt="" width={160} height={160} sizes="64px" className="size-full object-cover" />
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
