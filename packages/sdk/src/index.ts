export * from './client.ts';
export * from './envelope.ts';
export * from './headers.ts';
export * from './loading.ts';
export * from './session-store.ts';
export * from './server.ts';
export * from './endpoints/shell.ts';
