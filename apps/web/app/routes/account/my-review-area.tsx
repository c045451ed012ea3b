import { useEffect } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { resetReviewArea } from '../../features/review/use-review-area.ts';

/**
 * The my-review area (/account/my-review and /account/my-review/:id) as one layout: it stays mounted while the shopper
 * moves between the lists and a review, and unmounts when they leave the area, which resets its mounted-once flag
 * (spec §2) so that the next visit reads the lists afresh.
 */
export default function MyReviewArea() {
  useEffect(() => () => resetReviewArea(), []);
  return <Outlet context={useOutletContext()} />;
}
