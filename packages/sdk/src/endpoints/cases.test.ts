import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import { closeMyCase, getMyCase, getMyCases, openCase, replyToCase } from './cases.ts';

describe('support case calls (issue #14)', () => {
  it('opens a case as multipart with its photos and the Idempotency-Key, without an order when none is named', async () => {
    const { api, calls } = apiWith(() => ok({}));
    const photo = new Blob(['x'], { type: 'image/png' });
    await openCase(
      api,
      { topic: 'damaged_item', order_no: 'TL261124000001', message: 'แตก', photos: [photo, photo] },
      { idempotencyKey: 'case-key-0001' },
    );
    await openCase(api, { topic: 'account', message: 'help' }, { idempotencyKey: 'case-key-0002' });
    const [withOrder, general] = calls;
    expect(withOrder).toMatchObject({ method: 'POST', headers: { 'Idempotency-Key': 'case-key-0001' } });
    const form = withOrder!.body as FormData;
    expect(form.get('topic')).toBe('damaged_item');
    expect(form.get('order_no')).toBe('TL261124000001');
    expect(form.getAll('file')).toHaveLength(2);
    expect((general!.body as FormData).has('order_no')).toBe(false);
  });

  it('reads, replies and closes by case number', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getMyCases(api, { status: 'ANSWERED', page: 2 });
    await getMyCase(api, 'CS261124000001');
    await replyToCase(api, 'CS261124000001', { message: 'ok' }, { idempotencyKey: 'reply-key-0001' });
    await closeMyCase(api, 'CS261124000001');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /cases?status=ANSWERED&page=2',
      'GET /cases/CS261124000001',
      'POST /cases/CS261124000001/messages',
      'POST /cases/CS261124000001/close',
    ]);
    expect(calls[2]!.headers['Idempotency-Key']).toBe('reply-key-0001');
  });
});
