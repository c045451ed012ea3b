/* eslint-disable no-control-regex -- naming control characters is this file's whole purpose */

/**
 * Bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069): invisible, they reorder how
 * the text after them is shown, so a name, an address or a message can be made to read as something else. Nothing
 * a shopper writes needs them (Thai and English run left to right; right-to-left text orders itself), so input
 * holding one is refused (issue #25 item 4). The marks U+200E/U+200F reorder nothing beyond neutral characters and
 * are pasted in with ordinary text: accepted.
 */
export const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * What a terminal must not be handed as it is: C0 controls (a line feed starts a line, ESC starts a command), DEL,
 * C1 controls (U+009B is a command start on some terminals), the direction marks, overrides and isolates, and the
 * line and paragraph separators.
 */
const NOT_FOR_A_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Someone else's text (a member's message, name or address) as one terminal line shows it: each such character
 * written as its escape (`\n`, `\u202E`), so it can neither start a line of its own nor drive the terminal;
 * everything else, Thai with its marks and emoji included, as it is.
 */
export function terminalText(text: string): string {
  return text.replace(
    NOT_FOR_A_TERMINAL,
    (character) => NAMED[character] ?? `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
