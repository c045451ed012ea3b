import { getSearchSuggestions } from '@talad/sdk';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { useShellData } from '../../lib/shell-data.ts';

/** Quiet time after the last key before asking: a word typed at speed costs one call, not one per letter. */
const TYPING_PAUSE_MS = 150;

/**
 * Words completing what is typed in a search box (GET search/suggestions), asked once typing pauses. An answer to
 * older text is dropped when newer text has been asked for since, so a slow answer never replaces a fresh one.
 */
export function useSearchSuggestions(text: string): string[] {
  const { config } = useShellData();
  const [words, setWords] = useState<string[]>([]);
  const typed = text.trim();
  useEffect(() => {
    if (!typed) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void getSearchSuggestions(browserApi(config), typed).then((answer) => {
        if (current) setWords(answer.is_success && answer.data ? answer.data : []);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [config, typed]);
  return typed ? words : [];
}
