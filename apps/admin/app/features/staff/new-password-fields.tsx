import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@talad/domain';
import { useT } from '../../lib/i18n.ts';
import { Field } from '../../ui/form-parts.tsx';

/**
 * A new password and the same again (names `password` and `again`), as setting one from a link and changing one's own
 * both ask: the rule under the first, the mismatch under the second. The API checks the password's strength.
 */
export function NewPasswordFields({ ids, mismatch }: { ids: { password: string; again: string }; mismatch: boolean }) {
  const { t } = useT();
  return (
    <>
      <Field
        id={ids.password}
        name="password"
        type="password"
        label={t('setPassword.password')}
        hint={t('setPassword.rule', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <Field
        id={ids.again}
        name="again"
        type="password"
        label={t('setPassword.again')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        error={mismatch ? t('setPassword.mismatch') : undefined}
      />
    </>
  );
}
