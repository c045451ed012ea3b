import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * Decision 0010: every endpoint answers a declared shape. Walks the OpenAPI document that the routes' own Zod
 * schemas generate and fails on any operation whose success answer is undeclared (Fastify's "Default Response").
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

function operations(): Array<{ route: string; operation: Operation }> {
  const document = shop.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** A success declared with a body (JSON, a picture, a video), or a redirect declared with its own description. */
function declaresItsAnswer(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, answer]) =>
      (status.startsWith('2') && answer.content !== undefined) || (status.startsWith('3') && answer.description !== 'Default Response'),
  );
}

describe('the API contract', () => {
  it('lists the routes of every module in the OpenAPI document', () => {
    const routes = operations().map(({ route }) => route);
    expect(routes).toEqual(
      expect.arrayContaining(['GET /catalog/products', 'POST /auth/login/guest', 'GET /menu', 'POST /addresses', 'GET /users/me']),
    );
  });

  it('declares the answer of every route', () => {
    const undeclared = operations()
      .filter(({ operation }) => !declaresItsAnswer(operation))
      .map(({ route }) => route);
    expect(undeclared).toEqual([]);
  });
});
