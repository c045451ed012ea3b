import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SIGN_WINDOW_MS, signatureText, signingKey, type ErrorName } from '@talad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few routes browsers reach directly (health, short-link redirect). */
    signed?: boolean;
  }
}

export interface SignedHeaders {
  appId: string | undefined;
  sign: string | undefined;
  timestamp: string | undefined;
}

export interface AppCredentials {
  appId: string;
  appKey: string;
}

/** The HMAC key made once per app key, not on every signed request. */
const keys = new Map<string, KeyObject>();
function keyOf(appKey: string): KeyObject {
  let key = keys.get(appKey);
  if (!key) keys.set(appKey, (key = createSecretKey(Buffer.from(signingKey(appKey)))));
  return key;
}

/** The spec §7 check; returns the error to answer, or null when the request is signed by a known app. */
export function signatureProblem(path: string, headers: SignedHeaders, app: AppCredentials, now: number): ErrorName | null {
  const { appId, sign, timestamp } = headers;
  if (!appId || !sign || !timestamp) return 'SIGN_MISSING';
  if (appId !== app.appId || !/^\d{1,15}$/.test(timestamp)) return 'SIGN_INVALID';
  if (Math.abs(now - Number(timestamp)) > SIGN_WINDOW_MS) return 'SIGN_EXPIRED';
  const expected = createHmac('sha256', keyOf(app.appKey))
    .update(signatureText(path, appId, timestamp))
    .digest('hex')
    .toUpperCase();
  const given = Buffer.from(sign);
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'SIGN_INVALID';
  return null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function needsSignature(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS' || request.is404) return false;
  if (request.url.startsWith('/docs')) return false;
  return request.routeOptions.config.signed !== false;
}

export function registerSignatureCheck(app: FastifyInstance, credentials: AppCredentials) {
  app.addHook('onRequest', async (request) => {
    if (!needsSignature(request)) return;
    const headers = { appId: header(request, 'appid'), sign: header(request, 'sign'), timestamp: header(request, 'timestamp') };
    const query = request.url.indexOf('?');
    const problem = signatureProblem(query === -1 ? request.url : request.url.slice(0, query), headers, credentials, Date.now());
    if (problem) throw new AppError(problem);
  });
}
