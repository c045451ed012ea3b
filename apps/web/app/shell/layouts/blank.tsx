import { Outlet } from 'react-router';
import { useBrand } from '../../lib/shell-data.ts';
import { BrandLink } from '../header.tsx';

/** Layout "blank" (spec §2) for the payment pages: the brand only, nothing to wander off to mid-payment. */
export default function BlankLayout() {
  const brand = useBrand();
  return (
    <>
      <header className="flex justify-center border-b border-gray-200 bg-white py-4">
        <BrandLink brand={brand} />
      </header>
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <Outlet />
      </main>
    </>
  );
}
