import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface NativeDialogProps {
  /** Shown while mounted unless told otherwise; a dialog kept mounted closed can be opened before hydration. */
  open?: boolean;
  id?: string;
  /** Escape or a click on the backdrop; absent for a dialog only its own buttons may close. */
  onDismiss?: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal <dialog>, shown while mounted and open. The browser gives it the top layer, an inert page behind it, focus inside and
 * Escape; closing it on unmount gives focus back to what opened it. Its content must fill it (no padding on the
 * dialog itself), so that a click whose target is the dialog is a click on the backdrop.
 */
export function NativeDialog({ open = true, id, onDismiss, labelledBy, describedBy, className, testId, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      className={`overflow-y-auto border-0 p-0 ${className}`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      {children}
    </dialog>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
