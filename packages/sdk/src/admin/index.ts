/**
 * The back office's calls to the API (issue #26): `@talad/sdk/admin`, an entry of its own so that nothing of it can
 * reach the shop's pages (the web app imports `@talad/sdk` alone). Server-side only: node:http carries its calls.
 */
export * from './client.ts';
export * from './staff.ts';
export * from './audit.ts';
