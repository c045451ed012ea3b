import { Outlet } from 'react-router';
import { useBrand, useShellData } from '../../lib/shell-data.ts';
import { Chrome } from '../chrome.tsx';

/** Layout "about" (spec §2) for /a/:about and /a/faq: the default chrome around a narrow reading column. */
export default function AboutLayout() {
  return (
    <Chrome brand={useBrand()} menu={useShellData().menu} mainClassName="mx-auto min-h-[60vh] max-w-3xl px-4 py-10">
      <Outlet />
    </Chrome>
  );
}
