export * from './flow.ts';
export * from './order-flow.ts';
export * from './payment-flow.ts';
export * from './shipment-flow.ts';
export * from './case-flow.ts';
export * from './card-verification-flow.ts';
