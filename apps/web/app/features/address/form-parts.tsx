import { useTranslation } from '../../lib/i18n.ts';

export function DefaultCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-3 text-sm text-gray-800">
      <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('address.makeDefault')}
    </label>
  );
}

export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-3">
      {onCancel && (
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('address.save')}
      </button>
    </div>
  );
}
