export * from './channels.ts';
export * from './cards.ts';
export * from './code128.ts';
export * from './gateway-time.ts';
