import { describe, expect, it } from 'vitest';
import { pairedSections } from './content-writing.ts';

describe('pairedSections (a custom page’s text blocks, decision 0060)', () => {
  it('pairs each paragraph with its translation, section by section', () => {
    expect(pairedSections({ th: 'หนึ่ง\n\n## หัวข้อ\n\nสอง\n\nสาม', en: 'One\n\n## Heading\n\nTwo\n\nThree' })).toEqual({
      sections: [
        { heading: null, paragraphs: { th: ['หนึ่ง'], en: ['One'] } },
        { heading: { th: 'หัวข้อ', en: 'Heading' }, paragraphs: { th: ['สอง', 'สาม'], en: ['Two', 'Three'] } },
      ],
    });
  });

  it('refuses a section whose paragraphs do not pair, after the blog’s own rules', () => {
    expect(pairedSections({ th: 'หนึ่ง\n\nสอง', en: 'One and two' })).toEqual({
      problem: { error: 'CONTENT_PARAGRAPHS_DIFFER', field: 'body.en' },
    });
    expect(pairedSections({ th: '## หัวข้อ\n\nหนึ่ง', en: 'One' })).toEqual({
      problem: { error: 'CONTENT_BODY_SECTIONS_DIFFER', field: 'body.en' },
    });
    expect(pairedSections({ th: '', en: 'One' })).toEqual({ problem: { error: 'CONTENT_BODY_EMPTY', field: 'body.th' } });
  });
});
