import { lazy, Suspense } from 'react';
import type { ModalProps } from './modal-frame.tsx';

/** Radix's dialog code is fetched the first time a dialog opens, so it stays out of every page's first load. */
const ModalFrame = lazy(() => import('./modal-frame.tsx'));

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
