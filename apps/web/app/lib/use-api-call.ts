import type { Envelope } from '@talad/domain';
import type { ApiClient } from '@talad/sdk';
import { useCallback, useState } from 'react';
import { useTranslation } from './i18n.ts';
import { browserApi } from './api-browser.ts';
import { useShellData } from './shell-data.ts';

/**
 * One API call from a form: busy while it runs, the server's message (already in the page's language) when it
 * fails, with what the refusal carries (mostly null), and the answer's data when it succeeds. A network failure gets a message of our own.
 */
export function useApiCall() {
  const { t } = useTranslation();
  const { config } = useShellData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T>(
      call: (api: ApiClient) => Promise<Envelope<T>>,
    ): Promise<{ ok: true; data: T } | { ok: false; statusCode: number; message: string; data: unknown }> => {
      setBusy(true);
      setError(null);
      try {
        const answer = await call(browserApi(config));
        if (answer.is_success) return { ok: true, data: answer.data as T };
        const message = answer.message || t('form.unknownError');
        setError(message);
        return { ok: false, statusCode: answer.status_code, message, data: answer.data };
      } catch (failure) {
        console.error(failure);
        setError(t('form.networkError'));
        return { ok: false, statusCode: 0, message: t('form.networkError'), data: null };
      } finally {
        setBusy(false);
      }
    },
    [config, t],
  );

  return { run, busy, error, setError };
}
