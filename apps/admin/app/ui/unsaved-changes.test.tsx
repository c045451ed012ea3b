// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountHost } from '../test-support/dom.ts';
import { TranslationProvider } from '../lib/i18n.ts';
import { UnsavedChangesNotice, useUnsavedChanges } from './unsaved-changes.tsx';

/** A screen's edit form and its publish button, as the home block's screen has them. */

function Screen({ saved }: { saved: string }) {
  const { unsaved, onChange } = useUnsavedChanges(saved);
  return (
    <TranslationProvider language="en">
      <form onChange={onChange} key={saved}>
        <input id="title" defaultValue={saved} />
      </form>
      <UnsavedChangesNotice unsaved={unsaved} />
      <button type="button" disabled={unsaved}>
        Publish now
      </button>
    </TranslationProvider>
  );
}

let root: Root;
let unmount: () => void;
let host: HTMLElement;
const publish = () => host.querySelector('button')!;

function type(value: string) {
  const field = host.querySelector<HTMLInputElement>('#title')!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  ({ host, root, unmount } = mountHost());
});

afterEach(() => unmount());

describe('unsaved changes hold publishing back', () => {
  it('a typed change disables publishing and says why; the saved version frees it', () => {
    act(() => root.render(<Screen saved="v1" />));
    expect(publish().disabled).toBe(false);
    expect(host.querySelector('[role="status"]')).toBeNull();

    type('New banner title');
    expect(publish().disabled).toBe(true);
    expect(host.querySelector('[role="status"]')!.textContent).toMatch(/save first, then publish/);

    act(() => root.render(<Screen saved="v2" />));
    expect(publish().disabled).toBe(false);
    expect(host.querySelector('[role="status"]')).toBeNull();
  });
});
