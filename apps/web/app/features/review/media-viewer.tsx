import type { ReviewMedia } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import { useMediaHref } from './use-media-href.ts';

/** A review's photos and video, one large at a time, with the way to the previous and next. */
export function MediaViewer({
  media,
  shown,
  author,
  onShow,
  onClose,
}: {
  media: ReviewMedia[];
  shown: number | null;
  author: string;
  onShow: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const href = useMediaHref();
  const current = shown === null ? undefined : media[shown];
  if (shown === null || !current) return null;
  const step = (by: number) => onShow((shown + by + media.length) % media.length);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reviews.viewer', { name: author })}
      closeLabel={t('reviews.close')}
      className="max-w-3xl"
      testId="review-media-viewer"
    >
      {current.kind === 'VIDEO' ? (
        <video
          key={current.media_id}
          src={href(current.url)}
          poster={href(current.poster_url)}
          controls
          playsInline
          preload="metadata"
          aria-label={t('reviews.video')}
          className="max-h-[65vh] w-full rounded-md bg-black object-contain"
        />
      ) : (
        <img
          key={current.media_id}
          src={href(current.url)}
          alt={t('reviews.photoNumber', { number: shown + 1 })}
          width={current.width ?? undefined}
          height={current.height ?? undefined}
          className="mx-auto max-h-[65vh] w-auto max-w-full rounded-md object-contain"
        />
      )}
      {media.length > 1 && (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm text-gray-700">
          <button type="button" className="btn btn-outline" onClick={() => step(-1)}>
            {t('reviews.previous')}
          </button>
          <span>{t('reviews.position', { number: shown + 1, total: media.length })}</span>
          <button type="button" className="btn btn-outline" onClick={() => step(1)}>
            {t('reviews.next')}
          </button>
        </div>
      )}
    </Modal>
  );
}
