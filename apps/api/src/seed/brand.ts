import type { Brand } from '../config.ts';

export function brandName(brand: Brand): string {
  return brand === 'trueselect' ? 'TrueSelect' : 'Talad ตลาด';
}
