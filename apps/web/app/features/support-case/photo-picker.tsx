import { CASE_MAX_PHOTOS, CASE_PHOTO_MAX_BYTES } from '@talad/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * Up to CASE_MAX_PHOTOS photos for a message, shown as they were picked, each removable. Only the size is checked here
 * (a photo too large is left out with a word why); what a file really is, the API decides from its content.
 */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const fitting = picked.filter((file) => file.size <= CASE_PHOTO_MAX_BYTES);
    const room = CASE_MAX_PHOTOS - photos.length;
    setRefused(fitting.length < picked.length ? t('cases.photoTooLarge') : fitting.length > room ? t('cases.photoLimit') : null);
    onChange([...photos, ...fitting.slice(0, room)]);
  };

  return (
    <div>
      <p className="text-sm font-semibold text-gray-800">{t('cases.photos', { count: CASE_MAX_PHOTOS })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={previews[index]} className="relative">
            <img src={previews[index]} alt={photo.name} className="size-20 rounded-md border border-gray-200 object-cover" />
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, kept) => kept !== index))}
              aria-label={t('cases.removePhoto', { name: photo.name })}
              className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-gray-900 text-sm text-white"
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < CASE_MAX_PHOTOS && (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-20 cursor-pointer flex-col items-center justify-center rounded-md border border-dashed border-gray-400 text-xs text-gray-600 hover:border-primary"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('cases.addPhoto')}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              onChange={(event) => {
                add(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {refused && (
        <p role="alert" className="mt-1 text-sm text-error-strong">
          {refused}
        </p>
      )}
    </div>
  );
}
