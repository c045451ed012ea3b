import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal.tsx';
import { COOKIE_KINDS, type CookieKind } from './consent-state.ts';
import { useCookieConsent } from './cookie-consent.tsx';

interface ToggleRowProps {
  kind: CookieKind | 'essential';
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
  note?: string;
}

function ToggleRow({ kind, checked, disabled, onChange, note }: ToggleRowProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <p id={labelId} className="font-semibold text-gray-900">
          {t(`cookie.${kind}.title`)}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-gray-600">
          {t(`cookie.${kind}.description`)}
        </p>
        {note && <p className="mt-1 text-xs font-semibold text-success-strong">{note}</p>}
      </div>
      <Switch.Root
        className="switch"
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data-testid={`cookie-toggle-${kind}`}
      >
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
    </li>
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
