import { Outlet } from 'react-router';

/** Layout "none" (spec §2): /live-tv-app and the /m pages opened inside the mobile app bring their own chrome. */
export default function NoLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
