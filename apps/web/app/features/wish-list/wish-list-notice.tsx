import { useEffect, useState } from 'react';
import { useHeartNotice } from './hearts.ts';

/** How long a heart's message stays. */
const SHOWN_MS = 3500;

/** The last heart tap's message at the bottom of the screen: added, removed, or why it was undone. */
export function WishListNotice() {
  const notice = useHeartNotice();
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    setShown(notice.id);
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-[55] flex justify-center px-4">
      {notice && shown === notice.id && (
        <p
          data-testid="wish-list-notice"
          className={`max-w-md rounded-lg bg-gray-900 px-4 py-2 text-center text-sm text-white shadow-lg ${notice.failed ? 'border-l-4 border-error' : ''}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
