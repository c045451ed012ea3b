import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './templates.ts';

describe('product templates', () => {
  it("gives every brand of a template at least one style it may use (a maker's models only with that maker)", () => {
    for (const template of TEMPLATES) {
      for (const brand of template.brands) {
        const usable = template.styles.filter(([, , maker]) => maker === undefined || maker === brand);
        expect(usable.length, `${template.category} / ${brand}`).toBeGreaterThan(0);
      }
      for (const [, name, maker] of template.styles) {
        if (maker !== undefined) expect(template.brands, `${template.category}: ${name}`).toContain(maker);
      }
    }
  });
});
