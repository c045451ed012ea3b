import { recordRecentlyViewed } from '@talad/sdk';
import { useEffect } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';

/**
 * Records the product in this shopper's recently viewed list. The page renders on the server with the renderer's
 * own guest, so the view is recorded from the browser, once the shopper's session is known.
 */
export function useRecordView(productId: string): void {
  const { config } = useShellData();
  const { ready, session } = useSession();
  const hasSession = ready && session !== null;
  useEffect(() => {
    if (!hasSession) return;
    const api = browserApi(config);
    void recordRecentlyViewed(api, productId).then((answer) => {
      if (!answer.is_success) api.logger.error('POST my-recently-view/products failed:', answer.message);
    });
  }, [hasSession, productId, config]);
}
