import { describe, expect, it } from 'vitest';
import { localeCookie } from '../lib/locale-cookie.ts';
import { HYDRATED_MARK, HYDRATION_MODULE_ID, hydrationStarter, LATEST_START_MS, LOCALE_SWITCH_ATTRIBUTE } from './hydration-scripts.tsx';

type Made = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** A page as the starter script sees it: events, frames and timers run only when the test says so. */
function pageWithStarter(readyState: 'loading' | 'interactive' | 'complete', nonce?: string) {
  const appended: Made[] = [];
  const listeners = new Map<string, Array<(event?: unknown) => void>>();
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    readyState,
    cookie: '',
    // The starter itself, while it runs: served with the answer's nonce when a policy is sent.
    currentScript: nonce ? { nonce } : null,
    documentElement: { dataset: {} as Record<string, string> },
    head: { appendChild: (element: Made) => appended.push(element) },
    createElement: (tag: string): Made => ({ tag }),
    getElementById: (id: string) => (id === HYDRATION_MODULE_ID ? { textContent: 'import("/assets/entry.client.js");' } : null),
  };
  const addEventListener = (type: string, listener: (event?: unknown) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const requestAnimationFrame = (frame: () => void) => frames.push(frame);
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  const watchers: Array<() => void> = [];
  class MutationObserver {
    constructor(private readonly callback: (changes: unknown[], observer: MutationObserver) => void) {}
    observe(target: unknown, options: { attributeFilter: string[] }) {
      if (target === document.documentElement && options.attributeFilter.includes(`data-${HYDRATED_MARK}`))
        watchers.push(() => this.callback([], this));
    }
    disconnect() {
      watchers.length = 0;
    }
  }
  new Function(
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'MutationObserver',
    hydrationStarter(['/assets/framework.js', '/assets/entry.client.js']),
  )(document, addEventListener, requestAnimationFrame, setTimeout, MutationObserver);
  return {
    appended,
    fire: (type: string, event?: unknown) => listeners.get(type)?.forEach((listener) => listener(event)),
    hydrated: () => {
      document.documentElement.dataset[HYDRATED_MARK] = 'true';
      [...watchers].forEach((watcher) => watcher());
    },
    cookie: () => document.cookie,
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    runTimers: (ms: number) => timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.run()),
  };
}

const started = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js' },
  { tag: 'script', type: 'module', textContent: 'import("/assets/entry.client.js");' },
];

describe('hydration starter (docs/decisions/0006)', () => {
  it('fetches nothing while the page loads, then the modules and the route script after load and a painted frame', () => {
    const page = pageWithStarter('loading');
    expect(page.appended).toEqual([]);
    page.fire('load');
    expect(page.appended).toEqual([]);
    page.nextFrame();
    page.runTimers(0);
    expect(page.appended).toEqual(started);
  });

  it.each(['pointerdown', 'keydown', 'scroll'])('starts at once on the shopper’s first %s, and only once', (first) => {
    const page = pageWithStarter('loading');
    page.fire(first);
    expect(page.appended).toEqual(started);
    page.fire('pointerdown');
    page.fire('keydown');
    page.fire('load');
    page.nextFrame();
    page.runTimers(0);
    page.runTimers(LATEST_START_MS);
    expect(page.appended).toHaveLength(started.length);
  });

  it('starts at the latest a few seconds after the page was read, when pictures are still loading', () => {
    const page = pageWithStarter('interactive');
    page.runTimers(LATEST_START_MS);
    expect(page.appended).toEqual(started);
  });

  it('gives the route script it adds its own nonce, without which the Content-Security-Policy would not run it', () => {
    const page = pageWithStarter('loading', 'answer-nonce');
    page.fire('pointerdown');
    expect(page.appended).toEqual([...started.slice(0, -1), { ...started.at(-1), nonce: 'answer-nonce' }]);
  });

  it('on a page already loaded, starts after the next frame', () => {
    const page = pageWithStarter('complete');
    page.nextFrame();
    page.runTimers(0);
    expect(page.appended).toEqual(started);
  });

  it('keeps the browser from sending a form only the app can send until the page is hydrated, and starts hydrating', () => {
    const page = pageWithStarter('loading');
    const submit = (hasAction: boolean) => {
      let prevented = false;
      page.fire('submit', {
        target: { hasAttribute: (name: string) => name === 'action' && hasAction },
        preventDefault: () => (prevented = true),
      });
      return prevented;
    };
    expect(submit(true)).toBe(false); // a plain GET form (search) works before hydration
    expect(page.appended).toEqual([]);
    expect(submit(false)).toBe(true);
    expect(page.appended).toEqual(started);
    page.hydrated();
    expect(submit(false)).toBe(false);
  });

  it('remembers the language chosen on the switch before hydration in the locale cookie, as the switch itself does after', () => {
    const page = pageWithStarter('loading');
    const click = (hreflang: string | null) =>
      page.fire('click', {
        target: {
          closest: (selector: string) => (hreflang !== null && selector === `a[${LOCALE_SWITCH_ATTRIBUTE}]` ? { hreflang } : null),
        },
      });
    click(null);
    expect(page.cookie()).toBe('');
    click('en');
    expect(page.cookie()).toBe(localeCookie('en'));
    click('fr');
    expect(page.cookie()).toBe(localeCookie('en'));
    page.hydrated();
    click('th');
    expect(page.cookie()).toBe(localeCookie('en'));
  });

  it('presses the last button tapped before hydration again once the page is hydrated, once, and only while it is there', () => {
    const page = pageWithStarter('loading');
    const button = (connected = true) => {
      const pressed = { count: 0 };
      const element = { isConnected: connected, click: () => pressed.count++ };
      return {
        pressed,
        tap: () => page.fire('click', { target: { closest: (selector: string) => (selector.startsWith('button') ? element : null) } }),
      };
    };
    const first = button();
    const last = button();
    first.tap();
    expect(page.appended).toEqual(started); // the tap starts hydration
    last.tap();
    page.hydrated();
    expect([first.pressed.count, last.pressed.count]).toEqual([0, 1]);
    page.hydrated();
    last.tap(); // after hydration React answers it itself
    expect(last.pressed.count).toBe(1);

    const gone = pageWithStarter('loading');
    const removed = { isConnected: false, click: () => expect.fail('a button no longer in the page is not pressed') };
    gone.fire('click', { target: { closest: (selector: string) => (selector.startsWith('button') ? removed : null) } });
    gone.hydrated();
  });
});
