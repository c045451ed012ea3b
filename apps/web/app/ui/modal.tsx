import { useId, type ReactNode } from 'react';
import { CloseIcon, NativeDialog } from './native-dialog.tsx';

export interface ModalProps {
  open: boolean;
  /** Rendered (closed) even when not open: for a dialog a page-load script may open before hydration. */
  keepMounted?: boolean;
  id?: string;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** A persistent dialog ignores outside clicks and Escape: only its own buttons close it. */
  persistent?: boolean;
  /** Accessible name of the close icon; no icon when absent. */
  closeLabel?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** The shop's one dialog frame: a modal <dialog>, labelled by its title, closed by Escape or a click outside unless persistent. */
export function Modal({
  open,
  keepMounted,
  id,
  onOpenChange,
  title,
  description,
  persistent,
  closeLabel,
  className = 'max-w-lg',
  testId,
  children,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  if (!open && !keepMounted) return null;
  return (
    <NativeDialog
      open={open}
      id={id}
      onDismiss={persistent ? undefined : () => onOpenChange(false)}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      testId={testId}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] rounded-xl bg-white shadow-xl backdrop:bg-black/50 ${className}`}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className="icon-button -mt-1 -mr-2" aria-label={closeLabel} onClick={() => onOpenChange(false)}>
              <CloseIcon />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="mb-4 text-sm text-gray-600">
            {description}
          </p>
        )}
        {children}
      </div>
    </NativeDialog>
  );
}
