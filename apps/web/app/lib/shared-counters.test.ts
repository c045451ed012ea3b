import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateCounter, onCounterInvalidated } from './shared-counters.ts';

/** Another tab of the shop: a channel of the same name in the same process is heard like one in another tab. */
const otherTab = new BroadcastChannel('talad-counters');

afterEach(() => {
  otherTab.onmessage = null;
});

describe('shared counters (decision 0015: the header badge stays true across tabs)', () => {
  it('tells this tab’s readers at once when a write invalidates the cart count', () => {
    const heard = vi.fn();
    const stop = onCounterInvalidated(heard);
    invalidateCounter('cart');
    stop();
    expect(heard).toHaveBeenCalledWith('cart', false);
  });

  it('tells the other tabs, which read their count again', async () => {
    const message = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    invalidateCounter('cart');
    await expect(message).resolves.toEqual({ name: 'cart' });
  });

  it('hears a cart write made in another tab', async () => {
    const heard = new Promise<[string, boolean]>((resolve) => {
      const stop = onCounterInvalidated((name, fromOtherTab) => {
        stop();
        resolve([name, fromOtherTab]);
      });
    });
    otherTab.postMessage({ name: 'cart' });
    await expect(heard).resolves.toEqual(['cart', true]);
  });

  it('stops telling a reader that stopped listening', () => {
    const heard = vi.fn();
    onCounterInvalidated(heard)();
    invalidateCounter('cart');
    expect(heard).not.toHaveBeenCalled();
  });
});
