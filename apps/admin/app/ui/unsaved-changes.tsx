import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { Notice } from './form-parts.tsx';

/**
 * Whether an edit form holds changes not saved yet. Publishing takes what is saved, so a screen that publishes from a
 * form of its own holds its publish buttons back while the edit form has unsaved changes (a "Publish now" pressed
 * after typing once published the old draft and threw the typing away). `saved` is the saved version's identity: a
 * new one (after a save) starts clean.
 */
export function useUnsavedChanges(saved: string) {
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => setUnsaved(false), [saved]);
  return { unsaved, onChange: () => setUnsaved(true) };
}

/** Said where the publish buttons are while they wait for a save. */
export function UnsavedChangesNotice({ unsaved }: { unsaved: boolean }) {
  const { t } = useT();
  return unsaved ? <Notice tone="info">{t('unsaved.saveFirst')}</Notice> : null;
}
