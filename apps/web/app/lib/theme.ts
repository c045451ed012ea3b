import { useSyncExternalStore } from 'react';

/**
 * Light or dark (spec §9: light by default). The shopper's choice is kept in this browser's localStorage; without
 * one the page follows the device's prefers-color-scheme. The theme is `data-theme` on <html>, written by a plain
 * script in <head> before the first paint (root.tsx), so a dark page never flashes light. The server never knows it:
 * pages stay the same for every reader, as the page cache and a CDN need (decision 0027).
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Told when the theme on <html> changes, so every switch on the page shows it. */
const THEME_EVENT = 'talad:theme';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The script root.tsx runs in <head>, before anything is painted: the stored choice, else the device's. */
export function themeStarterScript(): string {
  return (
    `(function(){var theme;try{theme=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(error){}` +
    `if(theme!=='light'&&theme!=='dark')theme=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light';` +
    `document.documentElement.dataset.theme=theme})()`
  );
}

/** The theme the page shows. */
export function shownTheme(document: Document): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The shopper's own choice, if they made one. */
export function chosenTheme(storage: Storage): Theme | null {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : null;
}

function show(document: Document, theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.dispatchEvent(new Event(THEME_EVENT));
}

/** The shopper picks a theme: shown at once and kept for their next visits. */
export function chooseTheme(document: Document, storage: Storage, theme: Theme): void {
  storage.setItem(THEME_STORAGE_KEY, theme);
  show(document, theme);
}

/** Without a choice of their own, the page follows the device when it turns dark or light. */
export function followDeviceTheme(window: Window): () => void {
  const query = window.matchMedia(DARK_QUERY);
  const follow = () => {
    if (!chosenTheme(window.localStorage)) show(window.document, query.matches ? 'dark' : 'light');
  };
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener(THEME_EVENT, onChange);
  const stopFollowing = followDeviceTheme(window);
  return () => {
    document.removeEventListener(THEME_EVENT, onChange);
    stopFollowing();
  };
}

/** The theme shown, for a control: light while the server renders and hydrates, then what <html> says. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(
    subscribe,
    () => shownTheme(document),
    () => 'light' as const,
  );
  return [theme, (next) => chooseTheme(document, window.localStorage, next)];
}
