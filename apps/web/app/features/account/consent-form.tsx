import { updatePdpa, type PdpaConsent } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { SwitchRow } from '../../ui/switch-row.tsx';
import { authStore } from '../auth/auth-store.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, FormSuccess } from '../../ui/fields.tsx';

export const PDPA_CONSENTS: ReadonlyArray<keyof PdpaConsent> = [
  'is_marketing_accepted',
  'is_personalization_accepted',
  'is_third_party_accepted',
];

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
          <SwitchRow
            key={name}
            title={t(`privacy.${name}.title`)}
            description={t(`privacy.${name}.description`)}
            checked={consent[name]}
            onChange={(on) => setConsent({ ...consent, [name]: on })}
          />
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
