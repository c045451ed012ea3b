import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import { getDocumentPdf, getOrderDocuments, requestTaxInvoice } from './tax-documents.ts';

describe('tax document calls (issue #29, decision 0067)', () => {
  it('lists an order’s documents and asks for a full tax invoice to a tax-invoice address', async () => {
    const { api, calls } = apiWith(() => ok({ items: [], can_request_tax_invoice: true }));
    await getOrderDocuments(api, 'o1');
    await requestTaxInvoice(api, 'o1', 'a1');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /orders/o1/documents',
      'POST /orders/o1/documents/tax-invoice',
    ]);
    expect(calls[1]!.body).toEqual({ billing_address_id: 'a1' });
  });

  it('fetches a PDF signed like any call, and after a 401 refreshes the session once and asks again', async () => {
    let round = 0;
    const { api, calls } = apiWith((call) => {
      if (call.url.pathname === '/auth/refresh-token')
        return ok({ access_token: 'access-2', refresh_token: 'refresh-2', expires_at: Date.now() + 60_000 });
      round += 1;
      return round === 1 ? fail(401, 401) : { status: 200, body: 'PDF' };
    });
    const answer = await getDocumentPdf(api, '/orders/o1/documents/RC2569-000001');
    expect(answer.status).toBe(200);
    const asked = calls.filter((call) => call.url.pathname === '/orders/o1/documents/RC2569-000001');
    expect(asked.map((call) => call.headers.Authorization ?? call.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(asked[0]!.headers).toHaveProperty('sign');
  });
});
