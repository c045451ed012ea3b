import type { LocalizedText } from '@talad/domain';
import { t } from './blocks.ts';

interface LiveSeed {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  host: string;
  /** Hours from now. */
  startsIn: number;
  hours: number;
  category: string;
  schedule: [minute: number, title: LocalizedText][];
}

/**
 * The demo's shows play a recorded clip of their own (scripts/make-videos.ts), served with the product videos, so
 * live TV plays without the outside network; a real show's video_url is its video platform's HLS or MP4 address.
 */
export const liveClipName = (slug: string) => `live-${slug}`;
export const liveClipUrl = (slug: string) => `/media/videos/${liveClipName(slug)}.webm`;

export const LIVE_SEEDS: readonly LiveSeed[] = [
  {
    slug: 'mobile-deals-live',
    title: t('ไลฟ์มือถือราคาพิเศษ', 'Live: phone deals'),
    description: t('รีวิวมือถือรุ่นใหม่ พร้อมโค้ดลดเฉพาะในไลฟ์', 'New phones reviewed, with live-only codes.'),
    host: 'พี่ต้น',
    startsIn: -1,
    hours: 3,
    category: 'android-phones',
    schedule: [
      [0, t('เปิดกล่องรุ่นใหม่', 'Unboxing')],
      [45, t('ทดสอบกล้อง', 'Camera test')],
      [120, t('แจกโค้ดส่วนลด', 'Discount codes')],
    ],
  },
  {
    slug: 'beauty-night-live',
    title: t('บิวตี้ไนท์ ไลฟ์สด', 'Beauty night live'),
    description: t('สอนแต่งหน้าลุคสงกรานต์ พร้อมของแถม', 'A Songkran make-up look, with free gifts.'),
    host: 'น้องมิ้นท์',
    startsIn: 5,
    hours: 2,
    category: 'makeup',
    schedule: [
      [0, t('ลุคหน้าใส', 'Fresh look')],
      [60, t('ถาม-ตอบ', 'Q&A')],
    ],
  },
  {
    slug: 'kitchen-cooking-live',
    title: t('ทำอาหารด้วยหม้อทอดไร้น้ำมัน', 'Cooking with an air fryer'),
    description: t('เมนูง่าย ๆ ทำได้ใน 15 นาที', 'Easy dishes in 15 minutes.'),
    host: 'เชฟนุ่น',
    startsIn: 26,
    hours: 2,
    category: 'air-fryers',
    schedule: [
      [0, t('ไก่ทอดไร้น้ำมัน', 'Oil-free fried chicken')],
      [40, t('ขนมปังกระเทียม', 'Garlic bread')],
    ],
  },
  {
    slug: 'sports-gear-live',
    title: t('ไลฟ์อุปกรณ์กีฬา', 'Sports gear live'),
    description: t('เลือกรองเท้าวิ่งและชุดกีฬาให้เหมาะกับคุณ', 'Choose running shoes and sportswear that suit you.'),
    host: 'โค้ชบอล',
    startsIn: 50,
    hours: 2,
    category: 'running-shoes',
    schedule: [
      [0, t('เลือกรองเท้าวิ่ง', 'Picking running shoes')],
      [60, t('ยืดเหยียดก่อนวิ่ง', 'Warm-up stretches')],
    ],
  },
  {
    slug: 'home-makeover-replay',
    title: t('แต่งบ้านงบไม่เกินหมื่น', 'Home makeover under ฿10,000'),
    description: t('ไอเดียแต่งห้องนั่งเล่นด้วยงบจำกัด', 'Living-room ideas on a budget.'),
    host: 'พี่แป้ง',
    startsIn: -28,
    hours: 2,
    category: 'sofas',
    schedule: [
      [0, t('เลือกโซฟา', 'Choosing a sofa')],
      [50, t('จัดมุมทำงาน', 'A work corner')],
    ],
  },
  {
    slug: 'snack-party-replay',
    title: t('ปาร์ตี้ขนมไทย', 'Thai snack party'),
    description: t('ชิมขนมขายดี พร้อมโปรคละ 5 ชิ้น', 'Tasting best-selling snacks, with the pick-5 deal.'),
    host: 'น้องเฟิร์น',
    startsIn: -75,
    hours: 1,
    category: 'snacks',
    schedule: [
      [0, t('ชิมสาหร่าย', 'Seaweed tasting')],
      [30, t('มาม่าเมนูพิเศษ', 'Instant-noodle specials')],
    ],
  },
];
