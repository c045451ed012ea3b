export * from './types.ts';
export * from './rounding.ts';
export * from './price-order.ts';
