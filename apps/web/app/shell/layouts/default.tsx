import { Outlet } from 'react-router';
import { useBrand, useShellData } from '../../lib/shell-data.ts';
import { Chrome } from '../chrome.tsx';

/** Layout "default" (spec §2): header with the menu, the page, footer. */
export default function DefaultLayout() {
  return (
    <Chrome brand={useBrand()} menu={useShellData().menu}>
      <Outlet />
    </Chrome>
  );
}
