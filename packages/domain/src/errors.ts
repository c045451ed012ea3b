import type { Locale } from './locale.ts';

interface ErrorEntry {
  /** status_code in the envelope; spec-given codes (10006) are kept as they are. */
  code: number;
  /** HTTP status of the answer. */
  http: number;
  th: string;
  en: string;
}

/**
 * The one catalogue of API errors. Every error the API answers comes from here, so a code means the same thing
 * everywhere and has both languages.
 */
export const ERRORS = {
  BAD_REQUEST: { code: 400, http: 400, th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', en: 'The request is not valid' },
  UNAUTHORIZED: { code: 401, http: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'Please sign in' },
  FORBIDDEN: { code: 403, http: 403, th: 'คุณไม่มีสิทธิ์ทำรายการนี้', en: 'You are not allowed to do this' },
  NOT_FOUND: { code: 404, http: 404, th: 'ไม่พบข้อมูลที่ค้นหา', en: 'Not found' },
  ROUTE_NOT_FOUND: { code: 404, http: 404, th: 'ไม่พบหน้าที่ท่านค้นหา', en: 'Page not found' },
  PAYLOAD_TOO_LARGE: { code: 413, http: 413, th: 'ข้อมูลมีขนาดใหญ่เกินไป', en: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, http: 415, th: 'ไม่รองรับรูปแบบข้อมูลนี้', en: 'This content type is not supported' },
  RATE_LIMITED: { code: 429, http: 429, th: 'มีการเรียกใช้งานบ่อยเกินไป กรุณาลองใหม่ภายหลัง', en: 'Too many requests, please try again later' },
  INTERNAL: { code: 500, http: 500, th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', en: 'Something went wrong, please try again' },
  SIGN_MISSING: { code: 10001, http: 401, th: 'ไม่พบลายเซ็นของคำขอ', en: 'The request signature (appId, sign, timestamp) is missing' },
  SIGN_INVALID: { code: 10002, http: 401, th: 'ลายเซ็นของคำขอไม่ถูกต้อง', en: 'The request signature is not valid' },
  SIGN_EXPIRED: { code: 10003, http: 401, th: 'คำขอหมดอายุ กรุณาตรวจสอบเวลาของเครื่อง', en: 'The request timestamp is more than 5 minutes off' },
  TOKEN_MISSING: { code: 10004, http: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'An access token is required' },
  TOKEN_INVALID: { code: 10005, http: 401, th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่', en: 'The access token is invalid or expired' },
  REFRESH_TOKEN_INVALID: { code: 10006, http: 401, th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่', en: 'The refresh token is invalid, expired or already used' },
  SIGN_IN_REQUIRED: { code: 10007, http: 403, th: 'กรุณาเข้าสู่ระบบสมาชิกก่อนทำรายการ', en: 'This needs a signed-in member' },
  SHORT_LINK_NOT_FOUND: { code: 10101, http: 404, th: 'ไม่พบลิงก์นี้', en: 'This short link does not exist' },
  URL_NOT_ALLOWED: { code: 10102, http: 400, th: 'ไม่สามารถย่อลิงก์ภายนอกร้านค้าได้', en: 'Only links to this shop can be shortened' },
  SEO_NOT_FOUND: { code: 10103, http: 404, th: 'ไม่พบข้อมูล SEO ของหน้านี้', en: 'No SEO data for this page' },
  PLATFORM_INVALID: { code: 10008, http: 400, th: 'ค่า platform ไม่ถูกต้อง', en: 'The platform header must be web or web_responsive' },
  SERVICE_UNAVAILABLE: { code: 503, http: 503, th: 'ระบบไม่พร้อมให้บริการชั่วคราว', en: 'The service is temporarily unavailable' },
  PRODUCT_NOT_FOUND: { code: 10201, http: 404, th: 'ไม่พบสินค้านี้', en: 'This product does not exist' },
  CATEGORY_NOT_FOUND: { code: 10202, http: 404, th: 'ไม่พบหมวดหมู่สินค้านี้', en: 'This category does not exist' },
  BRAND_NOT_FOUND: { code: 10203, http: 404, th: 'ไม่พบแบรนด์นี้', en: 'This brand does not exist' },
  COLLECTION_NOT_FOUND: { code: 10204, http: 404, th: 'ไม่พบคอลเลกชันนี้', en: 'This collection does not exist' },
  PRICE_RANGE_INVALID: { code: 10205, http: 400, th: 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด', en: 'min_price must not be more than max_price' },
  CONTENT_PAGE_NOT_FOUND: { code: 10301, http: 404, th: 'ไม่พบหน้านี้', en: 'This page does not exist' },
  BLOG_POST_NOT_FOUND: { code: 10302, http: 404, th: 'ไม่พบบทความนี้', en: 'This blog post does not exist' },
  LIVE_STREAM_NOT_FOUND: { code: 10303, http: 404, th: 'ไม่พบไลฟ์นี้', en: 'This live stream does not exist' },
  MEDIA_NOT_FOUND: { code: 10304, http: 404, th: 'ไม่พบรูปภาพนี้', en: 'This picture does not exist' },
  SEARCH_TEXT_INVALID: { code: 10401, http: 400, th: 'กรุณาพิมพ์คำค้นหา 1-100 ตัวอักษร', en: 'search must be 1 to 100 characters' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

export function errorMessage(name: ErrorName, locale: Locale): string {
  return ERRORS[name][locale];
}
