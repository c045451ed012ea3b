import { getUnreadNotificationCount } from '@talad/sdk';
import { browserApi } from '../../lib/api-browser.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';
import { useSharedCounter } from '../../lib/shared-counters.ts';

/**
 * The member's unread notifications in all lists (GET notifications/all-unread-count): read after hydration, again
 * when a list is read or one is deleted here or in another tab (invalidateCounter('notifications')), and when another
 * member signs in. null for guests (notifications are members'), and until the first answer.
 */
export function useUnreadNotifications(): number | null {
  const { config } = useShellData();
  const { session, role, ready } = useSession();
  const key = ready && role === 'user' && session ? session.user_id : null;
  return useSharedCounter('notifications', key, async () => {
    const answer = await getUnreadNotificationCount(browserApi(config));
    return answer.is_success && answer.data ? answer.data.all : null;
  });
}
