import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root in jsdom's document for a screen piece's test, with modal dialogs as the browser has them: jsdom has no
 * showModal, which the back office's ModalDialog relies on. `unmount` takes the piece away again.
 */
export function mountHost(): { host: HTMLElement; root: Root; unmount: () => void } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    root,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}
