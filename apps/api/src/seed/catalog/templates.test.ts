import { describe, expect, it } from 'vitest';
import { DRAWINGS } from '../../modules/media/index.ts';
import { CATEGORY_MENU, type MenuSeed } from '../menu.ts';
import { BRAND_ROWS } from './brands.ts';
import { TEMPLATES } from './templates.ts';

const menuSlugs = (items: MenuSeed[]): string[] => items.flatMap((item) => [item.linkValue, ...menuSlugs(item.children ?? [])]);

describe('product templates', () => {
  it('sell in categories of the menu, made by brands of the shop, at a price above nothing', () => {
    const categories = new Set(menuSlugs(CATEGORY_MENU));
    const brands = new Set(BRAND_ROWS.map(([slug]) => slug));
    for (const template of TEMPLATES) {
      expect(categories, template.category).toContain(template.category);
      for (const [, name, brand, baht, lines] of template.models) {
        expect(brands, `${template.category}: ${name}`).toContain(brand);
        expect(baht, name).toBeGreaterThan(0);
        for (const [, , factor] of lines ?? template.lines ?? []) expect(factor, name).toBeGreaterThan(0);
      }
    }
  });

  it('have a drawing each, of their own kind: no two kinds of goods are drawn alike', () => {
    const drawn = TEMPLATES.map((template) => DRAWINGS[template.category]?.('#2563eb'));
    drawn.forEach((svg, index) => expect(svg, TEMPLATES[index]!.category).toMatch(/^<(rect|path|circle|ellipse)/));
    expect(new Set(drawn).size).toBe(TEMPLATES.length);
  });

  it('colour the drawing in the colour asked for', () => {
    for (const template of TEMPLATES) expect(DRAWINGS[template.category]!('#abcdef'), template.category).toContain('#abcdef');
  });
});
