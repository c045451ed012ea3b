export * from './auth.ts';
export * from './content.ts';
export * from './account.ts';
export * from './membership.ts';
export * from './short-links.ts';
export * from './jobs.ts';
export * from './identity.ts';
export * from './address.ts';
