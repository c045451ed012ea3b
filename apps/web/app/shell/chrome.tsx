import type { ShopMenu } from '../lib/shop-menu.ts';
import type { ReactNode } from 'react';
import type { Brand } from '../lib/brands.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header, main landmark and footer: the frame of the default and about layouts and of the error page. */
export function Chrome({
  brand,
  menu,
  mainClassName = 'min-h-[60vh]',
  children,
}: {
  brand: Brand;
  menu: ShopMenu;
  mainClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Header brand={brand} menu={menu} />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <Footer brand={brand} />
    </>
  );
}
