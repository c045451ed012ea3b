import { useTranslation } from '../../lib/i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import { authStore, INITIAL_AUTH_STATE, useAuthState } from './auth-store.ts';

/**
 * The two popups of the authentication state (spec §3): popupStatus tells how a step ended (a registration that
 * succeeded, an account that was deleted), popupStatusWarning warns (an account locked after wrong passwords).
 */
export function AuthStatusPopups() {
  const { t } = useTranslation();
  const { popupStatus, popupStatusWarning } = useAuthState();
  const closeStatus = () => authStore().update({ popupStatus: INITIAL_AUTH_STATE.popupStatus });
  const closeWarning = () => authStore().update({ popupStatusWarning: INITIAL_AUTH_STATE.popupStatusWarning });

  return (
    <>
      <Modal
        open={popupStatus.show}
        onOpenChange={(open) => !open && closeStatus()}
        title={popupStatus.message}
        description={popupStatus.messageDetail || undefined}
        testId="auth-status-popup"
      >
        <div className="flex flex-col items-center gap-4">
          <span
            aria-hidden="true"
            className={`flex size-14 items-center justify-center rounded-full text-2xl text-white ${popupStatus.success ? 'bg-success' : 'bg-error-strong'}`}
          >
            {popupStatus.success ? '✓' : '!'}
          </span>
          <button type="button" className="btn btn-primary w-full" onClick={closeStatus}>
            {t(popupStatus.registerSuccess ? 'auth.signup.startShopping' : 'form.ok')}
          </button>
        </div>
      </Modal>
      <Modal
        open={popupStatusWarning.show}
        onOpenChange={(open) => !open && closeWarning()}
        title={t('form.warning')}
        testId="auth-warning-popup"
      >
        <p role="alert" className="text-sm text-gray-700">
          {popupStatusWarning.message}
        </p>
        <button type="button" className="btn btn-primary mt-4 w-full" onClick={closeWarning}>
          {t('form.ok')}
        </button>
      </Modal>
    </>
  );
}

/** Opens popupStatus; `registerSuccess` marks the welcome after a registration. */
export function showStatus(message: string, messageDetail = '', registerSuccess = false): void {
  authStore().update({ popupStatus: { show: true, success: true, message, messageDetail, registerSuccess } });
}

export function showWarning(message: string): void {
  authStore().update({ popupStatusWarning: { show: true, warning: true, message } });
}
