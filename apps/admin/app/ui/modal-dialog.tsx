import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal <dialog>, open while mounted: the browser gives it the top layer, an inert page behind it, focus inside and
 * Escape; closing it on unmount gives focus back to what opened it. (The shop has its own; nothing is shared
 * between the two apps, decision 0041.)
 */
export function ModalDialog({ labelledBy, onDismiss, children }: { labelledBy: string; onDismiss: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="m-auto max-h-[92dvh] w-[min(40rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-line bg-panel p-0 text-ink backdrop:bg-black/50"
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <div className="p-4 md:p-6">{children}</div>
    </dialog>
  );
}
