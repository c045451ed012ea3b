export * from './envelope.ts';
export * from './errors.ts';
export * from './locale.ts';
export * from './signature.ts';
export * from './session.ts';
export * from './enums.ts';
export * from './money.ts';
export * from './identity.ts';
