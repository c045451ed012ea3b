export * from './working-days.ts';
export * from './pickup.ts';
