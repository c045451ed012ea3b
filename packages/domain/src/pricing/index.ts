export * from './types.ts';
export * from './rounding.ts';
export * from './price-order.ts';
export * from './best-coupon.ts';
