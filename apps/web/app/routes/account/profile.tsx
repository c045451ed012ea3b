import { updateProfile, type Gender, type UserProfile } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ProfilePhoto } from '../../features/account/profile-photo.tsx';
import { SignOutButton } from '../../features/account/sign-out-button.tsx';
import { useProfile } from '../../features/account/use-profile.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { WishListReviewCounts } from '../../features/wish-list/account-counts.tsx';
import { TierName } from '../../features/account/tier-name.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, FormSuccess, SelectField, TextField } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('profile.title', 'account.welcome');

const GENDERS: readonly Gender[] = ['female', 'male', 'unspecified'];

function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [fields, setFields] = useState({
    firstname: profile.firstname,
    lastname: profile.lastname,
    display_name: profile.display_name ?? '',
    birthday: profile.birthday ?? '',
    gender: profile.gender ?? '',
  });
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const answer = await run((api) => updateProfile(api, { ...fields, gender: (fields.gender || undefined) as Gender | undefined }));
    if (!answer.ok) return;
    onSaved(answer.data);
    setSaved(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.firstname')} value={fields.firstname} onChange={set('firstname')} autoComplete="given-name" />
        <TextField label={t('profile.lastname')} value={fields.lastname} onChange={set('lastname')} autoComplete="family-name" />
        <TextField label={t('profile.displayName')} value={fields.display_name} onChange={set('display_name')} autoComplete="nickname" />
        <TextField label={t('profile.birthday')} type="date" value={fields.birthday} onChange={set('birthday')} autoComplete="bday" />
        <SelectField
          label={t('profile.gender')}
          placeholder={t('profile.genderNone')}
          value={fields.gender}
          onChange={set('gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`profile.genders.${gender}`) }))}
        />
      </div>
      <FormError message={error} />
      <FormSuccess message={saved ? t('profile.saved') : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('form.save')}
      </button>
    </form>
  );
}

function ContactRow({ label, value, changePath }: { label: string; value: string | null; changePath: string }) {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  return (
    <div className="flex items-center justify-between gap-3 border-t border-gray-100 py-3">
      <div>
        <p className="text-sm font-semibold text-gray-800">{label}</p>
        <p className="text-sm text-gray-600">{value ?? t('profile.notSet')}</p>
      </div>
      <Link to={to(changePath)} className="text-sm font-semibold text-primary" aria-label={`${t('profile.change')} ${label}`}>
        {t('profile.change')}
      </Link>
    </div>
  );
}

/** /account: the profile — photo, name, birthday, and the phone and e-mail with their change pages. */
export default function Profile() {
  const { t } = useTranslation();
  const { profile, status, setProfile } = useProfile();

  return (
    <AccountPage title={t('profile.title')} intro={t('account.welcome')} testId="account-home" status={status}>
      {profile && (
        <div className="space-y-6">
          <ProfilePhoto profile={profile} onChanged={(image) => setProfile({ ...profile, image })} />
          <p className="text-sm text-gray-700">
            {t('account.userId')}:{' '}
            <span data-testid="account-user-id" className="font-mono font-semibold">
              {profile.user_id}
            </span>
            {' · '}
            <TierName name={profile.membership.tier_name} colour={profile.membership.colour} className="font-semibold" />
          </p>
          <WishListReviewCounts />
          <ProfileForm profile={profile} onSaved={setProfile} />
          <div>
            <ContactRow label={t('auth.phone')} value={profile.phone} changePath="/account/change/phone" />
            <ContactRow label={t('profile.email')} value={profile.email} changePath="/account/change/email" />
            <ContactRow label={t('auth.password')} value="••••••••" changePath="/account/change-password" />
          </div>
          <SignOutButton />
        </div>
      )}
    </AccountPage>
  );
}
