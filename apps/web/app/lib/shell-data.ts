import type { Locale } from '@talad/domain';
import type { Popups } from '@talad/sdk';
import { useRouteLoaderData } from 'react-router';
import type { ShopMenu } from './shop-menu.ts';
import { BRANDS, type Brand, type BrandName } from './brands.tsx';
import type { Device } from './device.ts';

/** What the browser is told at runtime through the root loader. APP_KEY identifies the app and is public by design. */
export interface PublicConfig {
  /** PUBLIC_API_URL: the API base the browser calls. */
  apiUrl: string;
  /** PUBLIC_MEDIA_URL: where the browser fetches /media pictures and videos; empty means this site, which passes them to the API. */
  mediaUrl: string;
  appId: string;
  appKey: string;
  brand: BrandName;
  gtmId: string | null;
}

/** The root loader's answer: everything the shell needs on every page. */
export interface ShellData {
  locale: Locale;
  config: PublicConfig;
  device: Device;
  menu: ShopMenu;
  popups: Popups;
  /** This site's origin, for canonical and hreflang links. */
  origin: string;
}

/** For the document and the error boundary: undefined when the root loader itself failed. */
export function useOptionalShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

/** For routes and layouts, which render only when the root loader answered. */
export function useShellData(): ShellData {
  const data = useOptionalShellData();
  if (!data) throw new Error('The root loader data is missing');
  return data;
}

export function useBrand(): Brand {
  return BRANDS[useOptionalShellData()?.config.brand ?? 'talad'];
}
