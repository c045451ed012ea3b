import { REVIEW_MAX_PHOTOS, REVIEW_MAX_VIDEOS, REVIEW_PHOTO_MAX_BYTES, REVIEW_VIDEO_MAX_BYTES } from '@talad/domain';
import { addReviewMedia, clearReviewMedia, type ReviewItem, type ReviewMedia } from '@talad/sdk';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FormError } from '../../ui/fields.tsx';
import { useMediaHref } from './use-media-href.ts';

/** How often a review whose video is being made ready is read again. */
const PROCESSING_POLL_MS = 1500;

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';

function VideoState({ video }: { video: ReviewMedia }) {
  const { t } = useTranslation();
  const href = useMediaHref();
  if (video.status === 'PROCESSING') {
    return (
      <p
        role="status"
        data-testid="review-video-processing"
        className="flex h-28 w-40 items-center justify-center rounded-md bg-gray-100 p-2 text-center text-sm font-semibold text-info-strong"
      >
        {t('reviews.processing')}
      </p>
    );
  }
  if (video.status === 'FAILED' || !video.url) {
    return (
      <p className="flex h-28 w-40 items-center justify-center rounded-md bg-gray-100 p-2 text-center text-sm text-error-strong">
        {t('reviews.videoFailed')}
      </p>
    );
  }
  return (
    <video
      src={href(video.url)}
      poster={href(video.poster_url)}
      controls
      muted
      playsInline
      preload="none"
      aria-label={t('reviews.video')}
      data-testid="review-video-ready"
      className="h-28 w-40 rounded-md bg-black object-contain"
    />
  );
}

/** A file input dressed as a button: its label is the button; the input stays for keyboards and screen readers. */
function PickFiles({
  label,
  accept,
  multiple,
  disabled,
  onPick,
}: {
  label: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <span>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          onPick([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={id}
        className="btn btn-outline peer-focus-visible:outline-3 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {label}
      </label>
    </span>
  );
}

/**
 * The review's photos (up to 5) and video (one): each file is sent as soon as it is picked (POST reviews/add-media) and
 * the review read again; a video shows "processing" until the shop made it ready, read again meanwhile. Sizes are
 * checked here to spare a long upload; what a file really is, the API decides from its content.
 */
export function ReviewMediaEditor({ review, onChanged }: { review: ReviewItem; onChanged: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const href = useMediaHref();
  const { run, busy, error, setError } = useApiCall();
  const [uploading, setUploading] = useState(false);
  const photos = review.images;
  const videos = review.videos.filter((video) => video.status !== 'FAILED');
  const photoRoom = REVIEW_MAX_PHOTOS - photos.length;
  const working = busy || uploading || !hydrated;

  useEffect(() => {
    if (!review.media_processing) return;
    const timer = setTimeout(onChanged, PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [review, onChanged]);

  const upload = async (files: File[], limit: number, room: number) => {
    if (files.length === 0) return;
    if (files.some((file) => file.size > limit)) return setError(t('reviews.fileTooLarge', { size: Math.round(limit / 1024 / 1024) }));
    if (files.length > room) return setError(t('reviews.mediaLimit', { count: REVIEW_MAX_PHOTOS, videos: REVIEW_MAX_VIDEOS }));
    setUploading(true);
    try {
      for (const file of files) {
        const answer = await run((api) => addReviewMedia(api, review.review_id, file));
        if (!answer.ok) break;
      }
    } finally {
      setUploading(false);
      onChanged();
    }
  };

  const clear = async () => {
    const answer = await run((api) => clearReviewMedia(api, review.review_id));
    if (answer.ok) onChanged();
  };

  return (
    <section aria-labelledby="review-media-title" className="flex flex-col gap-3">
      <div>
        <h2 id="review-media-title" className="text-sm font-semibold text-gray-800">
          {t('reviews.media')}
        </h2>
        <p className="text-xs text-gray-600">{t('reviews.mediaHint', { photos: REVIEW_MAX_PHOTOS })}</p>
      </div>
      {(photos.length > 0 || review.videos.length > 0) && (
        <ul className="flex flex-wrap gap-2" aria-label={t('reviews.media')}>
          {photos.map((photo, index) => (
            <li key={photo.media_id}>
              <img
                src={href(photo.thumbnail_url ?? photo.url)}
                alt={t('reviews.photoNumber', { number: index + 1 })}
                width={112}
                height={112}
                className="size-28 rounded-md border border-gray-200 object-cover"
              />
            </li>
          ))}
          {review.videos.map((video) => (
            <li key={video.media_id}>
              <VideoState video={video} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {photoRoom > 0 && (
          <PickFiles
            label={t('reviews.addPhotos')}
            accept={PHOTO_TYPES}
            multiple
            disabled={working}
            onPick={(files) => void upload(files, REVIEW_PHOTO_MAX_BYTES, photoRoom)}
          />
        )}
        {videos.length < REVIEW_MAX_VIDEOS && (
          <PickFiles
            label={t('reviews.addVideo')}
            accept={VIDEO_TYPES}
            multiple={false}
            disabled={working}
            onPick={(files) => void upload(files, REVIEW_VIDEO_MAX_BYTES, REVIEW_MAX_VIDEOS - videos.length)}
          />
        )}
        {(photos.length > 0 || review.videos.length > 0) && (
          <button type="button" className="btn btn-outline" disabled={working} onClick={() => void clear()}>
            {t('reviews.clearMedia')}
          </button>
        )}
      </div>
      {uploading && (
        <p role="status" className="text-sm text-gray-700">
          {t('reviews.uploading')}
        </p>
      )}
      <FormError message={error} />
    </section>
  );
}
