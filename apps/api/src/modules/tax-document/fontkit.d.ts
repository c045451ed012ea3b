/** The one function of fontkit (pdfkit's font engine) the documents use; fontkit ships no types of its own. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
