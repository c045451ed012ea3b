// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost } from '../test-support/dom.ts';
import { TranslationProvider } from '../lib/i18n.ts';
import { RemovalButton } from './removal-button.tsx';

/** The FAQ's, the home page's and the menu's removals: nothing is posted until the dialog's own button is pressed. */

let posted: Record<string, string>[];
let root: Root;
let unmount: () => void;
let host: HTMLElement;

function mount() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider language="en">
          <RemovalButton name="How long is delivery?" hint="Shoppers no longer see it." intent="delete" fields={{ id: '42' }} />
        </TranslationProvider>
      ),
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return { ok: true };
      },
    },
  ]);
  act(() => root.render(<Stub />));
}

const button = (name: string) => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const dialog = () => host.querySelector('dialog');

beforeEach(() => {
  posted = [];
  ({ host, root, unmount } = mountHost());
});

afterEach(() => unmount());

describe('a removal asked twice', () => {
  it('names what goes, and keeping it posts nothing', () => {
    mount();
    expect(button('Remove')!.getAttribute('aria-label')).toBe('Remove How long is delivery?');
    expect(dialog()).toBeNull();
    act(() => button('Remove')!.click());
    expect(dialog()!.open).toBe(true);
    expect(dialog()!.textContent).toContain('Remove “How long is delivery?”?');
    expect(dialog()!.textContent).toContain('Shoppers no longer see it.');
    act(() => button('Keep it')!.click());
    expect(dialog()).toBeNull();
    expect(posted).toEqual([]);
  });

  it('posts the removal with its fields only from the dialog', async () => {
    mount();
    act(() => button('Remove')!.click());
    act(() => button('Remove it')!.click());
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      expect(posted).toEqual([{ id: '42', intent: 'delete' }]);
    });
    expect(dialog()).toBeNull();
  });
});
