import { uploadProfileImage, type UserProfile } from '@talad/sdk';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, FormSuccess } from '../../ui/fields.tsx';

/** The API takes JPEG, PNG or WebP up to 5 MB and re-encodes it without metadata; checked here first to save the upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The member's photo and a button to replace it (POST users/image). */
export function ProfilePhoto({ profile, onChanged }: { profile: UserProfile; onChanged: (image: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy, error, setError } = useApiCall();
  const [saved, setSaved] = useState(false);

  const upload = async (file: File | undefined) => {
    setSaved(false);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setError(t('validation.photoType'));
    if (file.size > PHOTO_MAX_BYTES) return setError(t('validation.photoSize'));
    const answer = await run((api) => uploadProfileImage(api, file, profile.user_id));
    if (input.current) input.current.value = '';
    if (!answer.ok) return;
    onChanged(answer.data.image);
    setSaved(true);
  };

  const initials = `${profile.firstname.charAt(0)}${profile.lastname.charAt(0)}`;
  return (
    <div className="flex items-center gap-4">
      {profile.image ? (
        <img
          src={profile.image}
          alt={t('profile.photo')}
          className="size-20 rounded-full border border-gray-200 object-cover"
          data-testid="profile-photo"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-primary/10 text-2xl font-bold text-primary"
        >
          {initials}
        </span>
      )}
      <div className="space-y-2">
        <label className={`btn btn-outline ${busy ? 'pointer-events-none opacity-50' : ''}`}>
          {t('profile.changePhoto')}
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
        <p className="text-xs text-gray-500">{t('profile.photoRule')}</p>
        <FormError message={error} />
        <FormSuccess message={saved ? t('profile.photoSaved') : null} />
      </div>
    </div>
  );
}
