import type { ProductMediaList } from '@talad/contract';
import { MEDIA_ALT_MAX_LENGTH, mediaVariant, PRODUCT_PHOTO_TYPES, PRODUCT_VIDEO_TYPES } from '@talad/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Field, Notice } from '../../ui/form-parts.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { MediaAnswer } from './product-media.server.ts';

type MediaItem = ProductMediaList['items'][number];

function Answer({ answer, done }: { answer: MediaAnswer | undefined; done: string }) {
  if (!answer) return null;
  if (answer.ok) return <Notice tone="ok">{done}</Notice>;
  return (
    <Notice tone="error">
      {answer.message}
      {answer.fields.length > 0 && ` (${answer.fields.join(', ')})`}
    </Notice>
  );
}

/** Pictures and videos chosen on the device, sent to the edit screen's action; the button says so while they upload. */
function UploadForm() {
  const { t } = useT();
  const fetcher = useFetcher<MediaAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <fetcher.Form method="post" encType="multipart/form-data" ref={form} className="flex flex-col gap-3" aria-busy={busy}>
      <input type="hidden" name="intent" value="media-upload" />
      <div className="flex flex-col gap-1">
        <label htmlFor="media-files" className="font-semibold">
          {t('productMedia.choose')}
        </label>
        <p id="media-files-hint" className="text-sm text-muted">
          {t('productMedia.chooseHint')}
        </p>
        <input
          id="media-files"
          type="file"
          name="file"
          accept={[...PRODUCT_PHOTO_TYPES, ...PRODUCT_VIDEO_TYPES].join(',')}
          multiple
          required
          aria-describedby="media-files-hint"
          className="field min-w-0"
        />
      </div>
      <Answer answer={answer} done={t('productMedia.uploaded')} />
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {busy ? t('productMedia.uploading') : t('productMedia.upload')}
      </button>
    </fetcher.Form>
  );
}

/** One picture or video: its thumbnail, its place (up, down), its alt texts and its removal after a confirmation. */
function MediaRow({ item, place, count }: { item: MediaItem; place: number; count: number }) {
  const { t, language } = useT();
  const fetcher = useFetcher<MediaAnswer>();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  // The confirmation closes once its removal is on its way.
  useEffect(() => {
    if (busy) setConfirming(false);
  }, [busy]);
  const label = t(item.kind === 'VIDEO' ? 'productMedia.videoNumber' : 'productMedia.pictureNumber', { number: place });
  const move = (to: number, text: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="media-move" />
      <input type="hidden" name="media_id" value={item.id} />
      <input type="hidden" name="position" value={to} />
      <button type="submit" className="btn btn-outline min-h-11" disabled={busy || to < 1 || to > count}>
        {text}
      </button>
    </fetcher.Form>
  );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row" aria-label={label}>
      <div className="flex shrink-0 flex-row items-start gap-3 sm:w-40 sm:flex-col">
        {item.kind === 'VIDEO' && !item.poster ? (
          <span className="flex size-24 items-center justify-center rounded-md border border-line text-muted">
            {t('productMedia.video')}
          </span>
        ) : (
          <img
            src={mediaVariant(item.kind === 'VIDEO' && item.poster ? item.poster : item.url, 'webp', 160)}
            alt={(language === 'en' && item.alt.en) || item.alt.th}
            width={96}
            height={96}
            className="size-24 rounded-md border border-line object-contain"
            loading="lazy"
          />
        )}
        <span className="font-semibold">{label}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <fetcher.Form method="post" className="flex flex-col gap-3" key={`${item.alt.th}|${item.alt.en}`}>
          <input type="hidden" name="intent" value="media-alt" />
          <input type="hidden" name="media_id" value={item.id} />
          <div className="grid gap-3 lg:grid-cols-2">
            <Field
              id={`media-${item.id}-alt-th`}
              name="alt_th"
              label={t('productMedia.altTh')}
              defaultValue={item.alt.th}
              maxLength={MEDIA_ALT_MAX_LENGTH}
              required
            />
            <Field
              id={`media-${item.id}-alt-en`}
              name="alt_en"
              label={t('productMedia.altEn')}
              defaultValue={item.alt.en ?? ''}
              maxLength={MEDIA_ALT_MAX_LENGTH}
            />
          </div>
          <button type="submit" className="btn btn-outline min-h-11 self-start" disabled={busy}>
            {t('productMedia.saveAlt')}
          </button>
        </fetcher.Form>
        <div className="flex flex-wrap gap-2">
          {move(place - 1, t('productMedia.up'))}
          {move(place + 1, t('productMedia.down'))}
          <button type="button" className="btn btn-danger min-h-11" disabled={busy} onClick={() => setConfirming(true)}>
            {t('productMedia.remove')}
          </button>
        </div>
        <Answer
          answer={answer}
          done={t(
            answer?.intent === 'media-alt'
              ? 'productMedia.altSaved'
              : answer?.intent === 'media-move'
                ? 'productMedia.moved'
                : 'productMedia.removed',
          )}
        />
      </div>
      {confirming && (
        <ModalDialog labelledBy={titleId} onDismiss={() => setConfirming(false)}>
          <h2 id={titleId} className="text-lg font-bold">
            {t('productMedia.removeTitle', { label })}
          </h2>
          <p className="mt-2">{t('productMedia.removeHint')}</p>
          <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="media-remove" />
            <input type="hidden" name="media_id" value={item.id} />
            <button type="submit" className="btn btn-danger min-h-11">
              {t('productMedia.removeConfirm')}
            </button>
            <button type="button" className="btn btn-outline min-h-11" onClick={() => setConfirming(false)}>
              {t('productMedia.keep')}
            </button>
          </fetcher.Form>
        </ModalDialog>
      )}
    </li>
  );
}

/**
 * The edit screen's pictures and videos (issue #27, decision 0051): upload, order (first is what the product page
 * shows first), alt texts in Thai and English, removal. Each change is the API's, audited there.
 */
export function ProductMediaSection({ items }: { items: MediaItem[] }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4">
      <UploadForm />
      {items.length === 0 ? (
        <p className="text-muted">{t('productMedia.none')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {items.map((item, index) => (
            <MediaRow key={item.id} item={item} place={index + 1} count={items.length} />
          ))}
        </ol>
      )}
    </div>
  );
}
