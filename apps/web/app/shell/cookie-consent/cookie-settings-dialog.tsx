import { useTranslation } from '../../lib/i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import { SwitchRow } from '../../ui/switch-row.tsx';
import { COOKIE_KINDS, type CookieKind } from './consent-state.ts';
import { useCookieConsent } from './cookie-consent.tsx';

interface ToggleRowProps {
  kind: CookieKind | 'essential';
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
  note?: string;
}

function ToggleRow({ kind, ...row }: ToggleRowProps) {
  const { t } = useTranslation();
  return (
    <SwitchRow title={t(`cookie.${kind}.title`)} description={t(`cookie.${kind}.description`)} testId={`cookie-toggle-${kind}`} {...row} />
  );
}

/** Persistent settings dialog of spec §4: only 'Confirm choices' saves; the close icon discards. */
export function CookieSettingsDialog() {
  const { t } = useTranslation();
  const { state, toggle, acceptAll, confirmChoices, closeSettings } = useCookieConsent();

  return (
    <Modal
      open={state.dialogOpen}
      onOpenChange={(open) => !open && closeSettings()}
      title={t('cookie.dialogTitle')}
      description={t('cookie.dialogDescription')}
      closeLabel={t('cookie.close')}
      persistent
      className="max-w-[608px]"
      testId="cookie-settings-dialog"
    >
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        <ToggleRow kind="essential" checked disabled note={t('cookie.alwaysOn')} />
        {COOKIE_KINDS.map((kind) => (
          <ToggleRow key={kind} kind={kind} checked={state.draft[kind]} onChange={(on) => toggle(kind, on)} />
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={acceptAll}>
          {t('cookie.acceptAll')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirmChoices}>
          {t('cookie.confirm')}
        </button>
      </div>
    </Modal>
  );
}
