import type { FlashSale, LiveStream, ProductCard } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { LIVE_FEED_SIZE, shownBlockData } from './content-page.server.ts';

function card(code: string): ProductCard {
  return {
    product_id: code,
    slug: `slug-${code}`,
    name: `สินค้า ${code}`,
    brand: { slug: 'brand', name: 'แบรนด์' },
    image: `/media/products/${code}/1.webp`,
    price: 129_000,
    special_price: 99_000,
    discount_percent: 23,
    stock: 40,
    flags: ['freeShipping'],
    badges: [{ code: 'NO_COD', label: 'ไม่รับชำระเงินปลายทาง' }],
    promotion_kinds: ['shipping_discount'],
    sold: 12,
  };
}

function sale(id: number, codes: string[]): FlashSale {
  return {
    flash_sale_id: id,
    name: `Flash Sale ${id}`,
    status: 'running',
    starts_at: '2026-11-27T08:00:00.000Z',
    ends_at: '2026-11-27T14:00:00.000Z',
    items: codes.map((code) => ({ product: card(code), flash_price: 59_000, quota: 200, sold: 121, per_customer_limit: 3 })),
  };
}

function stream(id: number, status: LiveStream['status']): LiveStream {
  return {
    live_id: id,
    slug: `live-${id}`,
    title: `ไลฟ์ ${id}`,
    description: 'รายละเอียด',
    host: 'น้องมิ้นท์',
    status,
    starts_at: '2026-11-27T15:00:00.000Z',
    ends_at: '2026-11-27T17:00:00.000Z',
    poster: `/media/live/${id}.webp`,
    video_url: `/media/videos/${id}.webm`,
    product_ids: ['PRD100001'],
    schedule: [{ starts_at: '2026-11-27T15:00:00.000Z', title: 'ถาม-ตอบ' }],
  };
}

const answers = {
  cards: [card('PRD100001'), card('PRD100002')],
  flashSales: { running: sale(1, ['PRD100003']), upcoming: [sale(2, ['PRD100004']), sale(3, ['PRD100005'])] },
  live: {
    live: [stream(1, 'LIVE')],
    upcoming: [2, 3, 4, 5].map((id) => stream(id, 'UPCOMING')),
    replays: [6, 7].map((id) => stream(id, 'ENDED')),
  },
  blogPosts: [],
};

describe('the data of a page of blocks, as it is sent to the page', () => {
  const data = shownBlockData(answers, 1_000);

  it('carries only the fields a product card shows, for carousels and the flash sale alike', () => {
    const shown = ['brand', 'flags', 'image', 'name', 'price', 'product_id', 'slug', 'special_price'];
    expect(Object.keys(data.products['PRD100001']!).sort()).toEqual(shown);
    expect(data.products['PRD100001']!.brand).toEqual({ name: 'แบรนด์' });
    expect(Object.keys(data.flashSale!.items[0]!.product).sort()).toEqual(shown);
    expect(JSON.stringify(data)).not.toMatch(/badges|stock|promotion_kinds|discount_percent|per_customer_limit/);
  });

  it('keeps the running sale with its end, prices and quotas, and none of the next sales', () => {
    expect(data.flashSale).toEqual({
      ends_at: '2026-11-27T14:00:00.000Z',
      items: [{ product: expect.objectContaining({ product_id: 'PRD100003' }), flash_price: 59_000, quota: 200, sold: 121 }],
    });
    expect(JSON.stringify(data)).not.toMatch(/PRD100004|PRD100005/);
    expect(shownBlockData({ ...answers, flashSales: { running: null, upcoming: [sale(2, ['PRD100004'])] } }, 1_000).flashSale).toBeNull();
  });

  it('lists the streams the live block shows, on air first, then coming up, then replays', () => {
    expect(data.live.map((shown) => shown.live_id)).toEqual([1, 2, 3, 4, 5, 6].slice(0, LIVE_FEED_SIZE));
    expect(Object.keys(data.live[0]!).sort()).toEqual(['host', 'live_id', 'poster', 'slug', 'starts_at', 'status', 'title']);
  });

  it('keeps the clock of the render for the countdown', () => {
    expect(data.renderedAt).toBe(1_000);
  });
});
