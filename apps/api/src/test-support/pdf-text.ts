import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, page after page, as PDF.js (Mozilla's reader) extracts it — what a reader's search or copy
 * finds. Runs of a line are joined with spaces. Sarabun draws SARA AM (ำ) as NIKHAHIT + SARA AA, and the embedded
 * font's map gives both glyphs back, so "ำา" is read as the one vowel it stands for.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replaceAll('ำา', 'ำ').replace(/\s+/g, ' ');
}
