import * as Switch from '@radix-ui/react-switch';
import { updatePdpa, type PdpaConsent } from '@talad/sdk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '../auth/auth-store.ts';
import { useApiCall } from '../auth/use-api-call.ts';
import { FormError, FormSuccess } from '../forms/fields.tsx';

export const PDPA_CONSENTS: ReadonlyArray<keyof PdpaConsent> = ['is_marketing_accepted', 'is_personalization_accepted', 'is_third_party_accepted'];

function ConsentRow({ name, checked, onChange }: { name: keyof PdpaConsent; checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p id={labelId} className="font-semibold text-gray-900">{t(`privacy.${name}.title`)}</p>
        <p id={descriptionId} className="mt-1 text-sm text-gray-600">{t(`privacy.${name}.description`)}</p>
      </div>
      <Switch.Root className="switch" checked={checked} onCheckedChange={onChange} aria-labelledby={labelId} aria-describedby={descriptionId}>
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
    </li>
  );
}

/** Switches for some of the member's PDPA consents; saving sends all of them (PUT users/profile/pdpa). */
export function ConsentForm({ initial, consents = PDPA_CONSENTS }: { initial: PdpaConsent; consents?: ReadonlyArray<keyof PdpaConsent> }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [consent, setConsent] = useState(initial);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaved(false);
    const answer = await run((api) => updatePdpa(api, consent));
    if (!answer.ok) return;
    authStore().update(({ userProfile }) => ({ userProfile: userProfile && { ...userProfile, pdpa: answer.data } }));
    setSaved(true);
  };

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-100">
        {consents.map((name) => (
          <ConsentRow key={name} name={name} checked={consent[name]} onChange={(on) => setConsent({ ...consent, [name]: on })} />
        ))}
      </ul>
      <FormError message={error} />
      <FormSuccess message={saved ? t('privacy.saved') : null} />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
        {t('form.save')}
      </button>
    </div>
  );
}
