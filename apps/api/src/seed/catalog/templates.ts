/** What the shop sells: every template, kind by kind (template-kit.ts says what a template holds). */
import { EVERYDAY } from './templates-everyday.ts';
import { ELECTRONICS } from './templates-electronics.ts';
import { STYLE } from './templates-style.ts';
import type { ProductTemplate } from './template-kit.ts';

export type { Line, Model, ProductTemplate } from './template-kit.ts';

export const TEMPLATES: readonly ProductTemplate[] = [...ELECTRONICS, ...STYLE, ...EVERYDAY];
