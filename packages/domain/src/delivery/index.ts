export * from './working-days.ts';
