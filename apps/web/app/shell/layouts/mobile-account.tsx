import { NotificationBell } from '../../features/notification/notification-bell.tsx';
import { MembersArea } from './account.tsx';

/**
 * The /m account screens: full width inside the app's web view, which brings its own navigation; the member's bell
 * sits at the top of each (the app's pages have no shop header to carry it).
 */
export default function MobileAccountLayout() {
  return (
    <MembersArea
      frame={(_menu, page) => (
        <div className="mx-auto max-w-xl px-4 py-4">
          <div className="mb-2 flex justify-end">
            <NotificationBell className="border border-gray-200 bg-white" />
          </div>
          {page}
        </div>
      )}
    />
  );
}
