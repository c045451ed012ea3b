import { deleteAccount } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { showStatus } from '../../features/auth/status-popups.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, TextField } from '../../ui/fields.tsx';
import { homePath } from '../../lib/locale-path.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { Modal } from '../../ui/modal.tsx';

export const meta = privateMeta('deleteAccount.title', 'deleteAccount.intro');

/** What deletion does, in the order the shopper should weigh it. */
const CONSEQUENCES = ['deleteAccount.erased', 'deleteAccount.signedOut', 'deleteAccount.ordersKept', 'deleteAccount.final'] as const;

/**
 * /account/delete-account: the consequences, a typed confirmation, then DELETE users. Personal data is erased or
 * anonymised, every session ends, orders stay as the law requires; the browser continues as a fresh guest.
 */
export default function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useFlowPaths();
  const { run, busy, error } = useApiCall();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const word = t('deleteAccount.confirmWord');

  const remove = async () => {
    const answer = await run((api) => deleteAccount(api));
    if (!answer.ok) return;
    authStore().update({ userProfile: null, isMerge: false });
    authStore().resetFlow();
    showStatus(t('deleteAccount.doneTitle'), t('deleteAccount.done'));
    void navigate(homePath(locale), { replace: true });
  };

  return (
    <AccountPage title={t('deleteAccount.title')} intro={t('deleteAccount.intro')} testId="delete-account">
      <ul className="list-disc space-y-2 pl-5 text-sm text-gray-700">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <button type="button" className="btn mt-6 bg-error-strong text-white hover:bg-error-strong/90" onClick={() => setConfirming(true)}>
        {t('deleteAccount.start')}
      </button>
      <Modal open={confirming} onOpenChange={setConfirming} title={t('deleteAccount.confirmTitle')} closeLabel={t('form.close')}>
        <div className="space-y-4">
          <TextField
            label={t('deleteAccount.typeToConfirm', { word })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
          <FormError message={error} />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </button>
            <button
              type="button"
              className="btn bg-error-strong text-white hover:bg-error-strong/90"
              disabled={busy || typed.trim() !== word}
              onClick={() => void remove()}
            >
              {t('deleteAccount.confirm')}
            </button>
          </div>
        </div>
      </Modal>
    </AccountPage>
  );
}
