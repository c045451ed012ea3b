import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
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

const keepOpen = (event: Event) => event.preventDefault();

/** The shop's one dialog frame (Radix: focus trap, aria-modal, labelled by its title). Loaded by modal.tsx on first open. */
export default function ModalFrame({ open, onOpenChange, title, description, persistent, closeLabel, className = 'max-w-lg', testId, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${className}`}
          onPointerDownOutside={persistent ? keepOpen : undefined}
          onInteractOutside={persistent ? keepOpen : undefined}
          onEscapeKeyDown={persistent ? keepOpen : undefined}
          // Radix warns about a dialog without a description unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
            {closeLabel && (
              <Dialog.Close className="icon-button -mt-1 -mr-2" aria-label={closeLabel}>
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="mb-4 text-sm text-gray-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
