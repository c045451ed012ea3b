// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseTheme, chosenTheme, followDeviceTheme, shownTheme, themeStarterScript } from './theme.ts';

/** The device's colour scheme, as matchMedia tells it, with a way to change it. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

const runStarter = () => new Function(themeStarterScript())();

describe('theme (spec §9: light by default; issue #15 item 8)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('before the first paint: the stored choice, else the device’s scheme, else light', () => {
    deviceScheme(false);
    runStarter();
    expect(document.documentElement.dataset.theme).toBe('light');

    deviceScheme(true);
    runStarter();
    expect(shownTheme(document)).toBe('dark');

    window.localStorage.setItem('theme', 'light');
    runStarter();
    expect(shownTheme(document)).toBe('light');
  });

  it('a choice is shown at once and kept', () => {
    deviceScheme(false);
    chooseTheme(document, window.localStorage, 'dark');
    expect(shownTheme(document)).toBe('dark');
    expect(chosenTheme(window.localStorage)).toBe('dark');
    runStarter();
    expect(shownTheme(document)).toBe('dark');
  });

  it('follows the device turning dark only while the shopper has no choice of their own', () => {
    const turn = deviceScheme(false);
    const stop = followDeviceTheme(window);
    turn(true);
    expect(shownTheme(document)).toBe('dark');
    chooseTheme(document, window.localStorage, 'light');
    turn(true);
    expect(shownTheme(document)).toBe('light');
    stop();
  });
});
