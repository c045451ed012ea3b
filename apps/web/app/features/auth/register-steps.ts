import { useTranslation } from '../../lib/i18n.ts';

/** Phone → code → privacy policy → profile. */
export const REGISTER_STEP_COUNT = 4;

export function useRegisterStep(at: number) {
  const { t } = useTranslation();
  return { at, of: REGISTER_STEP_COUNT, label: t('auth.register.step', { at, of: REGISTER_STEP_COUNT }) };
}
