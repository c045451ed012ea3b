import { redirect } from 'react-router';
import { homePath, localeFromPath } from '../lib/locale-path.ts';
import { isRetiredPath } from './guards.ts';

/** Retired link shapes (spec §6) go home already on the server, so they never flash the not-found page. */
export function redirectIfRetired(pathname: string): void {
  if (isRetiredPath(pathname)) throw redirect(homePath(localeFromPath(pathname)));
}
