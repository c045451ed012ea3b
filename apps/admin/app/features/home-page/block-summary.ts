import type { AdminHomeBlock } from '@talad/contract';
import type { Locale } from '@talad/domain';

type Text = { th?: string; en?: string | null };
const isText = (value: unknown): value is Text => typeof value === 'object' && value !== null && 'th' in value;

/** A line that tells blocks of a kind apart in the list: the block's first title, alt text or label it has. */
export function blockSummary(block: AdminHomeBlock, language: Locale): string {
  const seen: unknown[] = [block.settings];
  for (let value = seen.shift(); value !== undefined; value = seen.shift()) {
    if (isText(value)) {
      const text = (language === 'en' && value.en) || value.th;
      if (text) return text;
      continue;
    }
    if (Array.isArray(value)) seen.push(...value);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      seen.push(...['title', 'alt', 'label'].map((key) => record[key]), ...Object.values(record));
    }
  }
  return '';
}
