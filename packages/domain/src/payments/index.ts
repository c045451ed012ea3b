export * from './channels.ts';
export * from './cards.ts';
