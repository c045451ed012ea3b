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
  REQUEST_TIMEOUT: { code: 408, http: 408, th: 'คำขอใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง', en: 'The request took too long to arrive' },
  PAYLOAD_TOO_LARGE: { code: 413, http: 413, th: 'ข้อมูลมีขนาดใหญ่เกินไป', en: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, http: 415, th: 'ไม่รองรับรูปแบบข้อมูลนี้', en: 'This content type is not supported' },
  RATE_LIMITED: { code: 429, http: 429, th: 'มีการเรียกใช้งานบ่อยเกินไป กรุณาลองใหม่ภายหลัง', en: 'Too many requests, please try again later' },
  HEADERS_TOO_LARGE: { code: 431, http: 431, th: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป', en: 'The request headers are too large' },
  INTERNAL: { code: 500, http: 500, th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', en: 'Something went wrong, please try again' },
  SIGN_MISSING: { code: 10001, http: 401, th: 'ไม่พบลายเซ็นของคำขอ', en: 'The request signature (appId, sign, timestamp) is missing' },
  SIGN_INVALID: { code: 10002, http: 401, th: 'ลายเซ็นของคำขอไม่ถูกต้อง', en: 'The request signature is not valid' },
  SIGN_EXPIRED: {
    code: 10003,
    http: 401,
    th: 'คำขอหมดอายุ กรุณาตรวจสอบเวลาของเครื่อง',
    en: 'The request timestamp is more than 5 minutes off',
  },
  TOKEN_MISSING: { code: 10004, http: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'An access token is required' },
  TOKEN_INVALID: { code: 10005, http: 401, th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่', en: 'The access token is invalid or expired' },
  REFRESH_TOKEN_INVALID: {
    code: 10006,
    http: 401,
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'The refresh token is invalid, expired or already used',
  },
  SIGN_IN_REQUIRED: { code: 10007, http: 403, th: 'กรุณาเข้าสู่ระบบสมาชิกก่อนทำรายการ', en: 'This needs a signed-in member' },
  SHORT_LINK_NOT_FOUND: { code: 10101, http: 404, th: 'ไม่พบลิงก์นี้', en: 'This short link does not exist' },
  URL_NOT_ALLOWED: { code: 10102, http: 400, th: 'ไม่สามารถย่อลิงก์ภายนอกร้านค้าได้', en: 'Only links to this shop can be shortened' },
  SEO_NOT_FOUND: { code: 10103, http: 404, th: 'ไม่พบข้อมูล SEO ของหน้านี้', en: 'No SEO data for this page' },
  TEXT_CONTROL_CHARACTER: {
    code: 10009,
    http: 400,
    th: 'ข้อความมีอักขระควบคุมที่ไม่อนุญาต',
    en: 'Text must not contain control characters (such as NUL)',
  },
  TEXT_DIRECTION_OVERRIDE: {
    code: 10010,
    http: 400,
    th: 'ข้อความมีอักขระกลับทิศทางข้อความ (U+202A–U+202E, U+2066–U+2069) ที่ไม่อนุญาต',
    en: 'Text must not contain direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)',
  },
  PLATFORM_INVALID: { code: 10008, http: 400, th: 'ค่า platform ไม่ถูกต้อง', en: 'The platform header must be web or web_responsive' },
  SERVICE_UNAVAILABLE: { code: 503, http: 503, th: 'ระบบไม่พร้อมให้บริการชั่วคราว', en: 'The service is temporarily unavailable' },
  PRODUCT_NOT_FOUND: { code: 10501, http: 404, th: 'ไม่พบสินค้านี้', en: 'This product does not exist' },
  CATEGORY_NOT_FOUND: { code: 10502, http: 404, th: 'ไม่พบหมวดหมู่สินค้านี้', en: 'This category does not exist' },
  BRAND_NOT_FOUND: { code: 10503, http: 404, th: 'ไม่พบแบรนด์นี้', en: 'This brand does not exist' },
  COLLECTION_NOT_FOUND: { code: 10504, http: 404, th: 'ไม่พบคอลเลกชันนี้', en: 'This collection does not exist' },
  PRICE_RANGE_INVALID: { code: 10505, http: 400, th: 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด', en: 'min_price must not be more than max_price' },
  CONTENT_PAGE_NOT_FOUND: { code: 10601, http: 404, th: 'ไม่พบหน้านี้', en: 'This page does not exist' },
  BLOG_POST_NOT_FOUND: { code: 10602, http: 404, th: 'ไม่พบบทความนี้', en: 'This blog post does not exist' },
  LIVE_STREAM_NOT_FOUND: { code: 10603, http: 404, th: 'ไม่พบไลฟ์นี้', en: 'This live stream does not exist' },
  MEDIA_NOT_FOUND: { code: 10604, http: 404, th: 'ไม่พบรูปภาพนี้', en: 'This picture does not exist' },
  SEARCH_TEXT_INVALID: { code: 10701, http: 400, th: 'กรุณาพิมพ์คำค้นหา 1-100 ตัวอักษร', en: 'search must be 1 to 100 characters' },
  PHONE_INVALID: { code: 10201, http: 400, th: 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง', en: 'Enter a Thai mobile number, e.g. 0812345678' },
  PHONE_TAKEN: { code: 10202, http: 409, th: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว', en: 'This phone number already has an account' },
  EMAIL_TAKEN: { code: 10203, http: 409, th: 'อีเมลนี้ถูกใช้งานแล้ว', en: 'This e-mail address already has an account' },
  PASSWORD_WEAK: {
    code: 10204,
    http: 400,
    th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข และไม่ใช่รหัสผ่านที่คาดเดาง่าย',
    en: 'The password needs at least 8 characters with letters and digits, and must not be a common password',
  },
  OTP_INVALID: { code: 10205, http: 400, th: 'รหัส OTP ไม่ถูกต้อง', en: 'The code is not correct' },
  OTP_EXPIRED: { code: 10206, http: 400, th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่', en: 'The code has expired, please ask for a new one' },
  OTP_VOIDED: { code: 10207, http: 400, th: 'กรอกรหัส OTP ผิดเกิน 5 ครั้ง กรุณาขอรหัสใหม่', en: 'Too many wrong codes; please ask for a new one' },
  OTP_RESEND_TOO_SOON: {
    code: 10208,
    http: 429,
    th: 'กรุณารอ 60 วินาทีก่อนขอรหัสใหม่',
    en: 'Please wait 60 seconds before asking for a new code',
  },
  OTP_RATE_LIMITED: {
    code: 10209,
    http: 429,
    th: 'ขอรหัส OTP บ่อยเกินไป กรุณาลองใหม่ภายหลัง',
    en: 'Too many codes were requested; please try again later',
  },
  LOGIN_FAILED: { code: 10210, http: 400, th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', en: 'The username or password is not correct' },
  // 10211 (ACCOUNT_LOCKED) and 10214 (PHONE_NOT_REGISTERED) are retired, never to be reused: they told a stranger
  // that an account exists (decision 0017). SIGN_IN_THROTTLED replaces the lock.
  TICKET_INVALID: { code: 10212, http: 400, th: 'ขั้นตอนนี้หมดอายุ กรุณาเริ่มใหม่อีกครั้ง', en: 'This step has expired; please start again' },
  POLICY_NOT_ACCEPTED: { code: 10213, http: 400, th: 'กรุณายอมรับนโยบายความเป็นส่วนตัว', en: 'Please accept the privacy policy' },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    code: 10215,
    http: 404,
    th: 'ไม่รองรับการเข้าสู่ระบบด้วยช่องทางนี้',
    en: 'Sign-in with this provider is not available',
  },
  SOCIAL_STATE_INVALID: {
    code: 10216,
    http: 400,
    th: 'การเข้าสู่ระบบหมดอายุหรือไม่ถูกต้อง กรุณาลองใหม่',
    en: 'The sign-in attempt expired or does not match; please try again',
  },
  SOCIAL_LOGIN_FAILED: {
    code: 10217,
    http: 502,
    th: 'ไม่สามารถยืนยันตัวตนกับผู้ให้บริการได้ กรุณาลองใหม่',
    en: 'The provider did not confirm the sign-in; please try again',
  },
  REDIRECT_NOT_ALLOWED: { code: 10218, http: 400, th: 'ที่อยู่สำหรับกลับมาที่ร้านไม่ถูกต้อง', en: 'The redirect address must be a page of this shop' },
  SIGN_IN_THROTTLED: {
    code: 10219,
    http: 429,
    th: 'ลองรหัสผ่านบ่อยเกินไป กรุณาลองใหม่ใน 15 นาที หรือเข้าสู่ระบบด้วยรหัส OTP',
    en: 'Too many password attempts; try again in 15 minutes or sign in with a one-time code',
  },
  NO_PROFILE_PARAMETERS: { code: 10301, http: 400, th: 'ไม่มีข้อมูลโปรไฟล์ที่ต้องการแก้ไข', en: 'No profile parameters provided.' },
  PASSWORD_WRONG: { code: 10302, http: 400, th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'The current password is not correct' },
  PASSWORD_SAME: { code: 10303, http: 400, th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', en: 'The new password must differ from the current one' },
  IMAGE_INVALID: { code: 10304, http: 415, th: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG หรือ WebP', en: 'The file must be a JPEG, PNG or WebP image' },
  IMAGE_TOO_LARGE: { code: 10305, http: 413, th: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB', en: 'The image must be 5 MB or smaller' },
  IMAGE_OWNER_MISMATCH: { code: 10306, http: 403, th: 'ไม่สามารถเปลี่ยนรูปโปรไฟล์ของผู้อื่นได้', en: 'You can only change your own profile photo' },
  ADDRESS_NOT_FOUND: { code: 10401, http: 404, th: 'ไม่พบที่อยู่นี้', en: 'This address does not exist' },
  AREA_INVALID: {
    code: 10402,
    http: 400,
    th: 'จังหวัด อำเภอ ตำบล และรหัสไปรษณีย์ไม่สอดคล้องกัน',
    en: 'The province, district, sub-district and postcode do not match',
  },
  CITIZEN_ID_INVALID: { code: 10403, http: 400, th: 'เลขประจำตัวประชาชนไม่ถูกต้อง', en: 'The Thai citizen id is not valid' },
  TAX_ID_INVALID: {
    code: 10404,
    http: 400,
    th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง',
    en: 'The tax id must be a valid 13-digit number',
  },
  STORE_NOT_FOUND: { code: 10405, http: 404, th: 'ไม่พบสาขา 7-Eleven นี้', en: 'This 7-Eleven store does not exist' },
  ADDRESS_KIND_LOCKED: { code: 10406, http: 400, th: 'ไม่สามารถเปลี่ยนประเภทของที่อยู่ได้', en: 'The kind of an address cannot change' },
  LOCATION_INVALID: { code: 10407, http: 400, th: 'ตำแหน่งไม่ถูกต้อง', en: 'The location must be "lat,lng" in degrees' },
  CART_LINE_NOT_FOUND: { code: 10901, http: 404, th: 'ไม่พบสินค้านี้ในตะกร้า', en: 'This line is not in your cart' },
  CART_OUT_OF_STOCK: { code: 10902, http: 409, th: 'สินค้านี้หมดแล้ว', en: 'This item is out of stock' },
  VARIANT_NOT_FOUND: { code: 10904, http: 404, th: 'ไม่พบตัวเลือกสินค้านี้', en: 'This product variant does not exist' },
  CART_LIMIT_REACHED: {
    code: 10905,
    http: 409,
    th: 'ตะกร้ามีสินค้านี้ครบจำนวนที่ซื้อได้แล้ว',
    en: 'Your cart already holds as many of this item as can be bought',
  },
  CART_QUANTITY_EXCEEDS_STOCK: {
    code: 10906,
    http: 409,
    th: 'สินค้ามีไม่พอตามจำนวนที่เลือก',
    en: 'Fewer units are left than the quantity asked for',
  },
  CART_FULL: { code: 10907, http: 409, th: 'ตะกร้าสินค้าเต็มแล้ว', en: 'Your cart holds the most lines it can' },
  CART_NOT_SOLD: { code: 10908, http: 409, th: 'สินค้านี้ไม่มีจำหน่ายแล้ว', en: 'This product is no longer sold' },
  COUPON_NOT_STARTED: { code: 10920, http: 400, th: 'คูปองนี้ยังไม่เริ่มใช้งาน', en: 'This coupon cannot be used yet' },
  COUPON_EXPIRED: { code: 10921, http: 400, th: 'คูปองนี้หมดอายุแล้ว', en: 'This coupon has expired' },
  COUPON_MIN_SPEND: {
    code: 10922,
    http: 400,
    th: 'ยอดซื้อสินค้าที่ร่วมรายการยังไม่ถึงขั้นต่ำของคูปอง',
    en: 'The eligible items do not reach this coupon’s minimum spend',
  },
  COUPON_USED_UP: { code: 10923, http: 409, th: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว', en: 'This coupon has been fully used' },
  COUPON_MEMBER_LIMIT: { code: 10924, http: 409, th: 'คุณใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว', en: 'You have used this coupon as often as allowed' },
  COUPON_TYPE_TAKEN: {
    code: 10925,
    http: 400,
    th: 'ใช้คูปองประเภทเดียวกันได้เพียง 1 ใบต่อคำสั่งซื้อ',
    en: 'Only one coupon of each type can be used per order',
  },
  COUPON_NOT_ELIGIBLE: { code: 10926, http: 400, th: 'ไม่มีสินค้าในตะกร้าที่ใช้คูปองนี้ได้', en: 'No item in this order can use this coupon' },
  COUPON_NOT_BIRTHDAY_MONTH: {
    code: 10927,
    http: 400,
    th: 'คูปองวันเกิดใช้ได้เฉพาะในเดือนเกิดของคุณ',
    en: 'A birthday coupon can only be used in your birthday month',
  },
  COUPON_NOT_FOUND: { code: 10930, http: 404, th: 'ไม่พบคูปองนี้', en: 'This coupon does not exist' },
  COUPON_NOT_COLLECTABLE: { code: 10931, http: 400, th: 'คูปองนี้ไม่เปิดให้เก็บ', en: 'This coupon is not offered for collecting' },
  COUPON_TIER_ONLY: {
    code: 10932,
    http: 403,
    th: 'คูปองนี้สำหรับสมาชิกระดับที่กำหนดเท่านั้น',
    en: 'This coupon is only for members of certain tiers',
  },
  COUPON_NOT_COLLECTED: { code: 10933, http: 400, th: 'กรุณาเก็บคูปองนี้ก่อนใช้งาน', en: 'Collect this coupon before using it' },
  // Checkout and placing orders: 10940–10959.
  ORDER_OUT_OF_STOCK: { code: 10940, http: 409, th: 'สินค้ามีไม่พอตามจำนวนที่สั่ง', en: 'Not enough of this item is left for your order' },
  ORDER_NOTHING_TO_BUY: {
    code: 10941,
    http: 400,
    th: 'ไม่มีสินค้าที่เลือกไว้ในตะกร้า',
    en: 'There is nothing to order: select items in your cart or send items',
  },
  ORDER_ITEM_NOT_SOLD: { code: 10942, http: 409, th: 'สินค้านี้ไม่มีจำหน่ายแล้ว', en: 'This item is no longer sold' },
  FLASH_SALE_SOLD_OUT: {
    code: 10943,
    http: 409,
    th: 'สินค้าแฟลชเซลล์ราคานี้เหลือไม่พอตามจำนวนที่สั่ง',
    en: 'The flash sale has not enough units left at this price for your order',
  },
  FLASH_SALE_LIMIT_REACHED: {
    code: 10944,
    http: 409,
    th: 'คุณซื้อสินค้าแฟลชเซลล์นี้ครบจำนวนที่กำหนดแล้ว',
    en: 'You have bought as many of this flash-sale item as allowed',
  },
  FLASH_SALE_OVER_LIMIT: {
    code: 10946,
    http: 409,
    th: 'จำนวนที่สั่งเกินสิทธิ์ซื้อสินค้าแฟลชเซลล์นี้ต่อคน',
    en: 'This is more of the flash-sale item than one customer may buy',
  },
  // The back office's promotions, coupons and flash sales (issue #27, decision 0050).
  PROMOTION_NOT_FOUND: { code: 13450, http: 404, th: 'ไม่พบโปรโมชันนี้', en: 'This promotion does not exist' },
  FLASH_SALE_NOT_FOUND: { code: 13451, http: 404, th: 'ไม่พบรอบแฟลชเซลล์นี้', en: 'This flash sale slot does not exist' },
  PROMO_ENDS_BEFORE_START: {
    code: 13452,
    http: 422,
    th: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม (เวลาประเทศไทย)',
    en: 'The end must come after the start (Bangkok time)',
  },
  PROMO_PERCENT_OUT_OF_RANGE: { code: 13453, http: 422, th: 'เปอร์เซ็นต์ต้องอยู่ระหว่าง 1–100%', en: 'A percentage must be from 1 % to 100 %' },
  PROMO_MONEY_NOT_POSITIVE: { code: 13454, http: 422, th: 'จำนวนเงินต้องมากกว่า ฿0', en: 'The amount must be more than ฿0' },
  PROMO_MONEY_NEGATIVE: { code: 13455, http: 422, th: 'จำนวนเงินติดลบไม่ได้', en: 'The amount cannot be negative' },
  PROMO_COUNT_NOT_POSITIVE: { code: 13456, http: 422, th: 'จำนวนต้องเป็น 1 ขึ้นไป', en: 'The number must be 1 or more' },
  PROMO_QUOTA_NEGATIVE: { code: 13457, http: 422, th: 'โควตาติดลบไม่ได้', en: 'A quota cannot be negative' },
  PROMO_LIMIT_BELOW_USED: {
    code: 13458,
    http: 409,
    th: 'ตั้งจำนวนต่ำกว่าที่ใช้หรือขายไปแล้วไม่ได้',
    en: 'The limit cannot be set below what was already used or sold',
  },
  PROMO_COUPON_KIND_NOT_OF_TYPE: {
    code: 13459,
    http: 422,
    th: 'ชนิดคูปองนี้ใช้กับประเภทคูปองนี้ไม่ได้',
    en: 'This coupon kind does not belong to this coupon type',
  },
  PROMO_CODE_TAKEN: { code: 13460, http: 409, th: 'รหัสนี้ถูกใช้แล้ว', en: 'This code is already taken' },
  PROMO_ENDED: {
    code: 13461,
    http: 409,
    th: 'รายการนี้สิ้นสุดแล้ว แก้ไขไม่ได้',
    en: 'This has ended and can no longer be changed',
  },
  PROMO_ITEM_SOLD: {
    code: 13462,
    http: 409,
    th: 'นำสินค้าที่ขายไปแล้วออกจากแฟลชเซลล์ไม่ได้',
    en: 'A product that already sold in this flash sale cannot be taken out of it',
  },
  PROMO_STARTED: {
    code: 13463,
    http: 409,
    th: 'เปลี่ยนเวลาเริ่มของรายการที่เริ่มไปแล้วไม่ได้',
    en: 'The start of something already running cannot be changed',
  },
  DELIVERY_STORE_PICKUP_ONLY: {
    code: 10945,
    http: 400,
    th: 'มีสินค้าที่รับได้เฉพาะที่ร้าน 7-Eleven',
    en: 'Some items can only be picked up at a 7-Eleven store',
  },
  PAYMENT_COD_NOT_ALLOWED: {
    code: 10947,
    http: 400,
    th: 'มีสินค้าที่ไม่รองรับการเก็บเงินปลายทาง',
    en: 'Some items cannot be paid for on delivery',
  },
  PAYMENT_COD_OVER_LIMIT: {
    code: 10948,
    http: 400,
    th: 'ยอดสั่งซื้อเกินวงเงินเก็บเงินปลายทาง',
    en: 'The order total is above the cash-on-delivery limit',
  },
  CASHBACK_INSUFFICIENT: { code: 10949, http: 409, th: 'ยอดเงินคืนของคุณไม่พอ', en: 'Your cashback balance is too low' },
  IDEMPOTENCY_KEY_MISSING: {
    code: 10950,
    http: 400,
    th: 'ไม่พบรหัสป้องกันการสั่งซ้ำ',
    en: 'An Idempotency-Key header (8 to 100 characters) is required',
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 10951,
    http: 422,
    th: 'รหัสป้องกันการสั่งซ้ำนี้ถูกใช้กับคำสั่งอื่นแล้ว',
    en: 'This Idempotency-Key was already used with a different request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    code: 10952,
    http: 409,
    th: 'คำสั่งนี้กำลังดำเนินการอยู่ กรุณารอสักครู่',
    en: 'A request with this Idempotency-Key is still being processed',
  },
  BILLING_ADDRESS_NOT_FOUND: { code: 10953, http: 404, th: 'ไม่พบที่อยู่ใบกำกับภาษีนี้', en: 'This tax-invoice address does not exist' },
  ORDER_TOTAL_CHANGED: {
    code: 10954,
    http: 409,
    th: 'ยอดรวมของคำสั่งซื้อเปลี่ยนไป กรุณาตรวจสอบยอดใหม่แล้วยืนยันอีกครั้ง',
    en: 'The order total has changed: check the new total and confirm again',
  },
  BILLING_ADDRESS_REQUIRED: {
    code: 10955,
    http: 400,
    th: 'กรุณาเลือกหรือเพิ่มที่อยู่สำหรับออกใบกำกับภาษีเต็มรูป',
    en: 'Choose or add an address for the full tax invoice',
  },
  ORDER_NOT_FOUND: { code: 10970, http: 404, th: 'ไม่พบคำสั่งซื้อนี้', en: 'This order does not exist' },
  ORDER_TRACKING_NOT_FOUND: {
    code: 10971,
    http: 404,
    th: 'ไม่พบคำสั่งซื้อ กรุณาตรวจสอบเลขที่คำสั่งซื้อและเบอร์โทรศัพท์',
    en: 'No order matches this order number and phone number',
  },
  SHIPMENT_NOT_FOUND: { code: 10972, http: 404, th: 'คำสั่งซื้อนี้ยังไม่มีการจัดส่ง', en: 'This order has no shipment yet' },
  STATE_TRANSITION_INVALID: {
    code: 10801,
    http: 409,
    th: 'ไม่สามารถเปลี่ยนสถานะรายการนี้ได้ในขณะนี้',
    en: 'This cannot be done in the current state',
  },
  STATE_ACTOR_FORBIDDEN: { code: 10802, http: 403, th: 'คุณไม่มีสิทธิ์เปลี่ยนสถานะรายการนี้', en: 'You may not make this change of state' },
  // Payments through the gateway (issue #13, decision 0019): 11000–11099.
  PAYMENT_ORDER_NOT_PAYABLE: {
    code: 11000,
    http: 409,
    th: 'คำสั่งซื้อนี้ไม่ได้รอการชำระเงิน',
    en: 'This order is not waiting for payment',
  },
  PAYMENT_ORDER_EXPIRED: {
    code: 11001,
    http: 409,
    th: 'หมดเวลาชำระเงินของคำสั่งซื้อนี้แล้ว',
    en: 'The time to pay for this order has passed',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    code: 11002,
    http: 503,
    th: 'ไม่สามารถติดต่อระบบชำระเงินได้ในขณะนี้ คำสั่งซื้อของคุณยังรอชำระอยู่ กรุณาลองใหม่อีกครั้ง',
    en: 'The payment service cannot be reached right now; your order is still waiting for payment, please try again',
  },
  PAYMENT_GATEWAY_REFUSED: {
    code: 11003,
    http: 502,
    th: 'ระบบชำระเงินไม่รับรายการนี้ คำสั่งซื้อของคุณยังรอชำระอยู่ กรุณาลองใหม่หรือเลือกช่องทางอื่น',
    en: 'The payment service refused this payment; your order is still waiting for payment, please try again or choose another method',
  },
  PAYMENT_INSTALLMENT_NOT_ALLOWED: {
    code: 11004,
    http: 400,
    th: 'มีสินค้าที่ไม่รองรับการผ่อนชำระ',
    en: 'Some items cannot be paid in installments',
  },
  PAYMENT_INSTALLMENT_TOO_LOW: {
    code: 11005,
    http: 400,
    th: 'ยอดสั่งซื้อต่ำกว่าขั้นต่ำของการผ่อนชำระ (อย่างน้อยเดือนละ 1,000 บาท)',
    en: 'The order total is too low for this installment plan (at least ฿1,000 a month)',
  },
  PAYMENT_CARD_NOT_FOUND: { code: 11006, http: 404, th: 'ไม่พบบัตรที่บันทึกไว้นี้', en: 'This saved card does not exist' },
  PAYMENT_CARD_METHOD_MISMATCH: {
    code: 11007,
    http: 400,
    th: 'บัตรที่บันทึกไว้ใช้ได้กับการชำระด้วยบัตรหรือการผ่อนชำระเท่านั้น',
    en: 'A saved card pays by card or in installments only',
  },
  PAYMENT_CARD_VERIFICATION_NOT_FOUND: {
    code: 11010,
    http: 404,
    th: 'ไม่พบการเพิ่มบัตรนี้ กรุณาเพิ่มบัตรใหม่อีกครั้ง',
    en: 'This card being added does not exist; please add the card again',
  },
  PAYMENT_NOTHING_TO_PAY: {
    code: 11009,
    http: 400,
    th: 'คำสั่งซื้อนี้ไม่มียอดที่ต้องชำระ กรุณาเลือกเก็บเงินปลายทาง',
    en: 'Nothing is left to pay for this order; please choose cash on delivery',
  },
  PAYMENT_NOTIFICATION_INVALID: {
    code: 11008,
    http: 401,
    th: 'การแจ้งผลการชำระเงินไม่ได้มาจากระบบชำระเงิน',
    en: 'The payment notification is not signed by the payment gateway',
  },
  REVIEW_NOT_FOUND: { code: 11401, http: 404, th: 'ไม่พบรีวิวนี้', en: 'This review does not exist' },
  REVIEW_REPORT_OWN: { code: 11409, http: 409, th: 'รายงานรีวิวของตัวเองไม่ได้', en: 'You cannot report your own review' },
  REVIEW_MEDIA_LIMIT: {
    code: 11402,
    http: 409,
    th: 'รีวิวหนึ่งรายการแนบรูปได้ไม่เกิน 5 รูปและวิดีโอ 1 คลิป',
    en: 'A review can carry at most 5 photos and 1 video',
  },
  REVIEW_MEDIA_INVALID: {
    code: 11403,
    http: 415,
    th: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือวิดีโอ MP4, WebM, MOV',
    en: 'The file must be a JPEG, PNG or WebP photo or an MP4, WebM or MOV video',
  },
  REVIEW_PHOTO_TOO_LARGE: { code: 11404, http: 413, th: 'รูปภาพต้องมีขนาดไม่เกิน 10 MB', en: 'The photo must be 10 MB or smaller' },
  REVIEW_VIDEO_TOO_LARGE: { code: 11405, http: 413, th: 'วิดีโอต้องมีขนาดไม่เกิน 50 MB', en: 'The video must be 50 MB or smaller' },
  REVIEW_VIDEO_TOO_LONG: { code: 11406, http: 413, th: 'วิดีโอต้องยาวไม่เกิน 60 วินาที', en: 'The video must be 60 seconds or shorter' },
  REVIEW_VIDEO_UNREADABLE: {
    code: 11407,
    http: 415,
    th: 'ไม่สามารถอ่านวิดีโอนี้ได้ กรุณาเลือกไฟล์อื่น',
    en: 'This video cannot be read; please choose another file',
  },
  // The back office's customers, reviews and audit log (issue #26, decision 0043): 12700–12739.
  CUSTOMER_NOT_FOUND: { code: 12701, http: 404, th: 'ไม่พบลูกค้ารายนี้', en: 'This customer does not exist' },
  // The wish list (issue #14): 11700–11709.
  FAVORITE_LIMIT: {
    code: 11701,
    http: 409,
    th: 'รายการโปรดเก็บสินค้าได้สูงสุด 200 รายการ กรุณานำบางรายการออกก่อน',
    en: 'A wish list holds at most 200 products; please remove some first',
  },
  FAVORITE_NOT_SOLD: {
    code: 11702,
    http: 409,
    th: 'สินค้านี้ไม่มีจำหน่ายแล้ว จึงเพิ่มในรายการโปรดไม่ได้',
    en: 'This product is no longer sold, so it cannot be added to your wish list',
  },
  // Support cases (issue #14): 11710–11739.
  CASE_NOT_FOUND: { code: 11711, http: 404, th: 'ไม่พบเรื่องที่แจ้งนี้', en: 'This support case does not exist' },
  CASE_CLOSED: {
    code: 11712,
    http: 409,
    th: 'เรื่องนี้ปิดแล้ว หากยังต้องการความช่วยเหลือ กรุณาแจ้งเรื่องใหม่',
    en: 'This case is closed; if you still need help, please open a new case',
  },
  CASE_OPEN_LIMIT: {
    code: 11713,
    http: 409,
    th: 'คุณมีเรื่องที่ยังไม่ปิดครบ 10 เรื่องแล้ว กรุณารอให้เรื่องเดิมปิดก่อนแจ้งเรื่องใหม่',
    en: 'You already have 10 cases that are not closed; please wait for one to close before opening another',
  },
  CASE_PHOTO_INVALID: {
    code: 11714,
    http: 415,
    th: 'รูปภาพต้องเป็นไฟล์ JPEG, PNG หรือ WebP',
    en: 'Each photo must be a JPEG, PNG or WebP picture',
  },
  CASE_PHOTO_TOO_LARGE: { code: 11715, http: 413, th: 'รูปภาพแต่ละรูปต้องมีขนาดไม่เกิน 10 MB', en: 'Each photo must be 10 MB or smaller' },
  CASE_PHOTO_LIMIT: { code: 11716, http: 413, th: 'แนบรูปได้ไม่เกิน 3 รูปต่อข้อความ', en: 'A message can carry at most 3 photos' },
  // Notifications (issue #14): 11800–11819.
  NOTIFICATION_NOT_FOUND: { code: 11801, http: 404, th: 'ไม่พบการแจ้งเตือนนี้', en: 'This notification does not exist' },
  NOTIFICATION_MEMBER_NOT_FOUND: {
    code: 11802,
    http: 404,
    th: 'ไม่พบสมาชิกที่ใช้หมายเลขโทรศัพท์นี้',
    en: 'No member has this phone number',
  },
  // Staff sign-in and the admin API's guard (issue #26, decision 0039): 12400–12439.
  STAFF_UNAUTHENTICATED: {
    code: 12401,
    http: 401,
    th: 'กรุณาเข้าสู่ระบบหลังร้าน',
    en: 'Sign in to the back office (a staff session or API token is required)',
  },
  STAFF_FORBIDDEN: { code: 12402, http: 403, th: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้', en: 'Your role does not allow this' },
  STAFF_SECOND_FACTOR_REQUIRED: {
    code: 12403,
    http: 403,
    th: 'รายการนี้ต้องยืนยันตัวตนสองขั้นตอน (รหัสจากแอปยืนยันตัวตนหรือรหัสสำรอง) ก่อน',
    en: 'This needs a session verified with the second factor (an authenticator code or a backup code)',
  },
  STAFF_SIGN_IN_FAILED: {
    code: 12404,
    http: 401,
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    en: 'The e-mail address or password is not right',
  },
  STAFF_SECOND_FACTOR_INVALID: {
    code: 12405,
    http: 401,
    th: 'รหัสยืนยันตัวตนไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    en: 'The authenticator or backup code is not right, or was already used',
  },
  STAFF_SECOND_FACTOR_NOT_ENROLLED: {
    code: 12406,
    http: 409,
    th: 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันตัวตนสองขั้นตอน',
    en: 'This account has no second factor set up yet',
  },
  STAFF_SECOND_FACTOR_ALREADY_ENROLLED: {
    code: 12407,
    http: 409,
    th: 'บัญชีนี้ตั้งค่าการยืนยันตัวตนสองขั้นตอนไว้แล้ว',
    en: 'This account already has a second factor',
  },
  STAFF_LINK_INVALID: {
    code: 12408,
    http: 410,
    th: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากเจ้าของร้าน',
    en: 'This link has expired or was already used; ask the shop owner for a new one',
  },
  STAFF_NOT_FOUND: { code: 12409, http: 404, th: 'ไม่พบพนักงานคนนี้', en: 'This staff member does not exist' },
  STAFF_EMAIL_TAKEN: { code: 12410, http: 409, th: 'อีเมลนี้มีบัญชีพนักงานแล้ว', en: 'This e-mail address already has a staff account' },
  STAFF_LAST_OWNER: {
    code: 12411,
    http: 409,
    th: 'ร้านต้องมีเจ้าของที่ใช้งานอยู่อย่างน้อยหนึ่งคน',
    en: 'The shop must keep at least one active owner',
  },
  STAFF_SESSION_NOT_FOUND: { code: 12412, http: 404, th: 'ไม่พบเซสชันนี้', en: 'This session does not exist' },
  STAFF_API_TOKEN_NOT_FOUND: { code: 12413, http: 404, th: 'ไม่พบโทเค็นนี้', en: 'This API token does not exist' },
  // The shared staff key retired, the staff's own account (issue #26, decision 0044): 12440–12459.
  OWNER_BOOTSTRAP_KEY_INVALID: {
    code: 12440,
    http: 401,
    th: 'รหัสสำหรับสร้างเจ้าของร้านไม่ถูกต้อง',
    en: 'A valid owner bootstrap key (x-owner-bootstrap-key) is required',
  },
  STAFF_RESET_OWN_SECOND_FACTOR: {
    code: 12441,
    http: 409,
    th: 'รีเซ็ตการยืนยันสองขั้นตอนของตัวเองไม่ได้ ให้เจ้าของร้านคนอื่นทำให้',
    en: 'You cannot reset your own two-step verification; another owner can',
  },
  // The orders desk (issue #26, decision 0042): 126xx.
  ORDER_REFUND_NOTHING_PAID: {
    code: 12601,
    http: 409,
    th: 'คำสั่งซื้อนี้ยังไม่มียอดที่ชำระแล้ว จึงคืนเงินไม่ได้',
    en: 'Nothing has been paid for this order, so nothing can be refunded',
  },
  ORDER_REFUND_LINE_UNKNOWN: { code: 12602, http: 400, th: 'ไม่พบรายการสินค้านี้ในคำสั่งซื้อ', en: 'This line is not part of the order' },
  ORDER_REFUND_LINE_QUANTITY: {
    code: 12603,
    http: 409,
    th: 'จำนวนที่ขอคืนเงินมากกว่าจำนวนที่ยังคืนได้ของรายการนี้',
    en: 'More units than are left to refund of this line',
  },
  ORDER_REFUND_SHIPPING_REFUNDED: { code: 12604, http: 409, th: 'ค่าจัดส่งของคำสั่งซื้อนี้คืนไปแล้ว', en: 'The delivery fee was already refunded' },
  ORDER_REFUND_NOTHING: { code: 12605, http: 400, th: 'ไม่มียอดเงินที่จะคืน', en: 'This refund would give back nothing' },
  ORDER_REFUND_AMOUNT_OVER_ITEMS: {
    code: 12606,
    http: 400,
    th: 'ยอดคืนเงินมากกว่ามูลค่าของรายการที่เลือก',
    en: 'The amount is more than the chosen lines and delivery fee are worth',
  },
  ORDER_REFUND_EXCEEDS_PAID: {
    code: 12607,
    http: 409,
    th: 'ยอดคืนเงินรวมจะเกินยอดที่ลูกค้าชำระ',
    en: 'The refunds would add up to more than was paid',
  },
  ORDER_REFUND_NOT_ALLOWED: {
    code: 12608,
    http: 409,
    th: 'คำสั่งซื้อที่ยกเลิกแล้วได้รับเงินคืนจากการยกเลิก',
    en: 'A cancelled order is refunded by its cancellation',
  },
  ORDER_ACTION_REASON_REQUIRED: { code: 12609, http: 400, th: 'กรุณาระบุเหตุผล', en: 'Say why (reason)' },
  // The orders desk's moves at once (decision 0042): the order moved after the caller's screen showed it.
  ORDER_CHANGED_MEANWHILE: {
    code: 12610,
    http: 409,
    th: 'คำสั่งซื้อนี้เพิ่งถูกเปลี่ยนสถานะ (อาจมีพนักงานคนอื่นทำพร้อมกัน) จึงยังไม่ได้ทำรายการ กรุณาดูสถานะล่าสุดแล้วลองอีกครั้ง',
    en: 'This order was changed a moment ago (perhaps by someone else at the same time), so nothing was done: look at where it is now and try again',
  },
  // Prices and stock in the back office (issue #27, decision 0047): 12800–12849.
  PRICE_NOT_POSITIVE: {
    code: 12801,
    http: 422,
    th: 'ราคาปกติต้องมากกว่า 0 บาท (ติดลบหรือเป็นศูนย์ไม่ได้)',
    en: 'The list price must be more than ฿0 (it can never be negative or zero)',
  },
  SPECIAL_PRICE_NOT_POSITIVE: {
    code: 12802,
    http: 422,
    th: 'ราคาพิเศษต้องมากกว่า 0 บาท หากไม่ต้องการราคาพิเศษให้เว้นว่าง',
    en: 'The special price must be more than ฿0; leave it empty for no special price',
  },
  SPECIAL_PRICE_NOT_BELOW_PRICE: {
    code: 12803,
    http: 422,
    th: 'ราคาพิเศษต้องต่ำกว่าราคาปกติ',
    en: 'The special price must be below the list price',
  },
  PRICE_CHANGE_EMPTY: { code: 12804, http: 400, th: 'กรุณาระบุราคาที่จะเปลี่ยน', en: 'Name a price to change (price or special_price)' },
  PRICE_CHANGE_NOT_FOUND: { code: 12805, http: 404, th: 'ไม่พบการเปลี่ยนราคาที่ตั้งเวลาไว้นี้', en: 'This scheduled price change does not exist' },
  PRICE_CHANGE_NOT_PENDING: {
    code: 12806,
    http: 409,
    th: 'การเปลี่ยนราคานี้มีผลไปแล้วหรือถูกยกเลิกแล้ว ยกเลิกไม่ได้',
    en: 'This price change was already applied or cancelled',
  },
  PRICE_CHANGE_IN_PAST: {
    code: 12807,
    http: 422,
    th: 'เวลาที่ตั้งต้องอยู่ในอนาคต (เวลาประเทศไทย)',
    en: 'The time must be in the future (Bangkok time)',
  },
  STOCK_BELOW_TAKEN: {
    code: 12810,
    http: 409,
    th: 'ปรับสต็อกไม่ได้ เพราะจะเหลือน้อยกว่าจำนวนที่คำสั่งซื้อจองไปแล้ว',
    en: 'This would take stock below what orders have already taken',
  },
  STOCK_NOTE_REQUIRED: {
    code: 12811,
    http: 422,
    th: 'เหตุผล "อื่น ๆ" ต้องมีหมายเหตุอธิบาย',
    en: 'The reason "other" needs a note saying what happened',
  },
  STOCK_DELTA_ZERO: {
    code: 12812,
    http: 422,
    th: 'กรุณาระบุจำนวนที่เพิ่มหรือลด (ไม่เป็นศูนย์)',
    en: 'Name how many units to add or take away (delta, not zero)',
  },
  STOCK_COUNT_MISSING: {
    code: 12813,
    http: 422,
    th: 'การนับสต็อกต้องระบุจำนวนที่นับได้',
    en: 'A stock count needs the units counted (count)',
  },
  STOCK_COUNT_REASON: {
    code: 12814,
    http: 422,
    th: 'จำนวนที่นับได้ใช้กับเหตุผล "นับสต็อก" เท่านั้น',
    en: 'A count goes with the reason "count" only',
  },
  STOCK_DELTA_WITH_COUNT: {
    code: 12815,
    http: 422,
    th: 'การนับสต็อกระบุจำนวนที่นับได้ ไม่ใช่จำนวนที่เพิ่มหรือลด',
    en: 'A stock count names the units counted, not a delta',
  },
  // Products and variants made and edited in the back office (issue #27 item 1, decision 0048): 12850–12879.
  PRODUCT_SKU_TAKEN: {
    code: 12850,
    http: 409,
    th: 'รหัส SKU นี้มีสินค้าอื่นใช้อยู่แล้ว หรือซ้ำกันในรายการที่ส่งมา',
    en: 'This SKU is already used by another variant, or appears twice in what was sent',
  },
  PRODUCT_CATEGORY_UNKNOWN: {
    code: 12851,
    http: 422,
    th: 'ไม่พบหมวดหมู่นี้ กรุณาเลือกหมวดหมู่ย่อยหรือหมวดหมู่ละเอียด',
    en: 'This category does not exist; choose a sub or detail category',
  },
  PRODUCT_BRAND_UNKNOWN: { code: 12852, http: 422, th: 'ไม่พบแบรนด์นี้', en: 'This brand does not exist' },
  PRODUCT_COLLECTION_UNKNOWN: { code: 12853, http: 422, th: 'ไม่พบคอลเลกชันนี้', en: 'This collection does not exist' },
  PRODUCT_VARIANT_OPTIONS: {
    code: 12854,
    http: 422,
    th: 'ตัวเลือกสินค้าต้องระบุค่าหนึ่งค่าของทุกตัวเลือก (เช่น สีและขนาด) และใช้เฉพาะค่าที่กำหนดไว้',
    en: 'Each variant names one value of every option the product has (e.g. colour and size), from the values given',
  },
  PRODUCT_VARIANT_EXISTS: {
    code: 12855,
    http: 409,
    th: 'สินค้านี้มีตัวเลือกชุดนี้อยู่แล้ว',
    en: 'The product already has a variant with these option values',
  },
  PRODUCT_DELIVERY_DAYS: {
    code: 12856,
    http: 422,
    th: 'จำนวนวันจัดส่งเร็วสุดต้องไม่มากกว่าจำนวนวันช้าสุด',
    en: 'The soonest delivery day cannot be after the latest',
  },
  PRODUCT_IS_DRAFT: {
    code: 12857,
    http: 409,
    th: 'สินค้านี้ยังเป็นฉบับร่าง กรุณาเผยแพร่แทนการนำกลับมาขาย',
    en: 'This product is still a draft: publish it instead of restoring it',
  },
  PRODUCT_PREVIEW_INVALID: {
    code: 12858,
    http: 403,
    th: 'ลิงก์ดูตัวอย่างนี้หมดอายุหรือไม่ถูกต้อง กรุณาเปิดลิงก์ใหม่จากระบบหลังร้าน',
    en: 'This preview link has expired or is not valid: open a new one from the back office',
  },
  PRODUCT_LIVE_VARIANT_NEEDS_PRICES: {
    code: 12859,
    http: 403,
    th: 'การเพิ่มตัวเลือกให้สินค้าที่วางขายอยู่ต้องมีสิทธิ์แก้ราคาและปรับสต็อก',
    en: 'Adding a variant to a product on sale needs the prices and stock permissions',
  },
  // A product's pictures in the back office (issue #27 item 1, decision 0051): 12870–12879.
  PRODUCT_MEDIA_NOT_FOUND: { code: 12870, http: 404, th: 'ไม่พบรูปภาพนี้ในสินค้านี้', en: 'This product has no such picture or video' },
  PRODUCT_PHOTO_INVALID: {
    code: 12871,
    http: 422,
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP ที่อ่านได้',
    en: 'This file is not a readable JPEG, PNG or WebP picture',
  },
  PRODUCT_PHOTO_TOO_LARGE: {
    code: 12872,
    http: 413,
    th: 'รูปภาพต้องมีขนาดไม่เกิน 10 MB',
    en: 'A picture may be at most 10 MB',
  },
  PRODUCT_MEDIA_LIMIT: {
    code: 12873,
    http: 422,
    th: 'สินค้าหนึ่งรายการมีรูปภาพและวิดีโอได้ไม่เกิน 20 รายการ',
    en: 'A product may have at most 20 pictures and videos',
  },
  // A product's videos (decision 0061).
  PRODUCT_VIDEO_INVALID: {
    code: 12874,
    http: 422,
    th: 'ไฟล์นี้ไม่ใช่วิดีโอ MP4, WebM หรือ MOV ที่อ่านได้',
    en: 'This file is not a readable MP4, WebM or MOV video',
  },
  PRODUCT_VIDEO_TOO_LARGE: { code: 12875, http: 413, th: 'วิดีโอต้องมีขนาดไม่เกิน 50 MB', en: 'A video may be at most 50 MB' },
  PRODUCT_VIDEO_TOO_LONG: { code: 12876, http: 422, th: 'วิดีโอต้องยาวไม่เกิน 60 วินาที', en: 'A video may be at most 60 seconds long' },
  // A brand's logo (decision 0061).
  BRAND_LOGO_INVALID: {
    code: 12877,
    http: 422,
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP ที่อ่านได้',
    en: 'This file is not a readable JPEG, PNG or WebP picture',
  },
  BRAND_LOGO_TOO_LARGE: { code: 12878, http: 413, th: 'โลโก้ต้องมีขนาดไม่เกิน 10 MB', en: 'A logo may be at most 10 MB' },
  // The catalogue's structure in the back office: categories, brands, collections (issue #27 item 6): 13200–13239.
  CATEGORY_SLUG_TAKEN: {
    code: 13200,
    http: 409,
    th: 'ชื่อใน URL (slug) นี้มีหมวดหมู่อื่นใช้อยู่แล้ว',
    en: 'Another category already uses this URL key (slug)',
  },
  BRAND_SLUG_TAKEN: {
    code: 13201,
    http: 409,
    th: 'ชื่อใน URL (slug) นี้มีแบรนด์อื่นใช้อยู่แล้ว',
    en: 'Another brand already uses this URL key (slug)',
  },
  COLLECTION_SLUG_TAKEN: {
    code: 13202,
    http: 409,
    th: 'ชื่อใน URL (slug) นี้มีคอลเลกชันอื่นใช้อยู่แล้ว',
    en: 'Another collection already uses this URL key (slug)',
  },
  CATEGORY_HAS_PRODUCTS: {
    code: 13203,
    http: 409,
    th: 'หมวดหมู่นี้มีสินค้าอยู่ จึงลบไม่ได้ ซ่อนหมวดหมู่แทนได้',
    en: 'This category holds products, so it cannot be deleted; hide it instead',
  },
  CATEGORY_HAS_CHILDREN: {
    code: 13204,
    http: 409,
    th: 'หมวดหมู่นี้มีหมวดหมู่ย่อยอยู่ ย้ายหรือลบหมวดหมู่ย่อยก่อน',
    en: 'This category holds sub-categories; move or delete them first',
  },
  CATEGORY_MOVE_CYCLE: {
    code: 13205,
    http: 422,
    th: 'ย้ายหมวดหมู่ไปไว้ใต้ตัวเองหรือใต้หมวดหมู่ย่อยของตัวเองไม่ได้',
    en: 'A category cannot be moved under itself or under one of its own sub-categories',
  },
  CATEGORY_MOVE_LEVEL: {
    code: 13206,
    http: 422,
    th: 'หมวดหมู่ย่อยต้องอยู่ใต้หมวดหมู่หลัก และหมวดหมู่ละเอียดต้องอยู่ใต้หมวดหมู่ย่อย (หมวดหมู่หลักย้ายไม่ได้)',
    en: 'A sub category goes under a main category and a detail category under a sub category (main categories stay at the top)',
  },
  CATEGORY_PARENT_UNKNOWN: { code: 13207, http: 422, th: 'ไม่พบหมวดหมู่แม่ที่เลือก', en: 'The chosen parent category does not exist' },
  CATEGORY_TOO_DEEP: {
    code: 13208,
    http: 422,
    th: 'หมวดหมู่ละเอียดมีหมวดหมู่ย่อยไม่ได้ (สูงสุดสามชั้น)',
    en: 'A detail category cannot hold categories (three levels at most)',
  },
  COLLECTION_PRODUCT_UNKNOWN: { code: 13209, http: 422, th: 'ไม่พบสินค้ารหัสนี้', en: 'No product has this code' },
  COLLECTION_PRODUCT_NOT_IN: { code: 13210, http: 404, th: 'สินค้านี้ไม่ได้อยู่ในคอลเลกชันนี้', en: 'This product is not in this collection' },
  // The catalogue as CSV and in bulk (issue #27 item 4, decision 0049): 12900–12949.
  CSV_NOT_UTF8: {
    code: 12901,
    http: 415,
    th: 'ไฟล์ต้องเป็น CSV แบบ UTF-8 (ใน Excel เลือก "CSV UTF-8")',
    en: 'The file must be CSV in UTF-8 (in Excel choose "CSV UTF-8")',
  },
  CSV_MALFORMED: {
    code: 12902,
    http: 400,
    th: 'อ่านไฟล์ CSV ไม่ได้ (เครื่องหมายคำพูดหรือจำนวนคอลัมน์ไม่ตรงกัน)',
    en: 'The CSV cannot be read (unbalanced quotes or a row with the wrong number of cells)',
  },
  CSV_SKU_COLUMN_MISSING: { code: 12903, http: 400, th: 'ไฟล์ต้องมีคอลัมน์ sku', en: 'The file needs a sku column' },
  CSV_COLUMN_UNKNOWN: {
    code: 12904,
    http: 400,
    th: 'มีคอลัมน์ที่ไม่รู้จัก (ใช้หัวคอลัมน์ตามไฟล์ที่ส่งออก)',
    en: 'The file has a column this import does not know (use the exported file’s headings)',
  },
  CSV_HAS_ERRORS: {
    code: 12905,
    http: 422,
    th: 'ไฟล์มีแถวที่ผิด ไม่ได้บันทึกอะไร แก้ไขแล้วลองใหม่',
    en: 'Some rows are wrong; nothing was written. Correct them and try again',
  },
  CSV_SKU_UNKNOWN: {
    code: 12906,
    http: 422,
    th: 'ไม่พบ SKU นี้ในร้าน (สินค้าใหม่ต้องมีคอลัมน์ handle)',
    en: 'No variant has this SKU (a new product needs a handle column)',
  },
  CSV_SKU_REPEATED: { code: 12907, http: 422, th: 'SKU นี้ซ้ำกับแถวก่อนหน้า', en: 'This SKU is already on an earlier row' },
  CSV_PRICE_FORMAT: {
    code: 12908,
    http: 422,
    th: 'ราคาต้องเป็นตัวเลขบาท ทศนิยมไม่เกิน 2 ตำแหน่ง ไม่มีจุลภาค เช่น 1290.50',
    en: 'A price is baht with at most two decimals and no commas, e.g. 1290.50',
  },
  CSV_STOCK_FORMAT: {
    code: 12909,
    http: 422,
    th: 'สต็อกต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000',
    en: 'Stock is a whole number from 0 to 1,000,000',
  },
  CSV_STATUS_UNKNOWN: { code: 12910, http: 422, th: 'สถานะต้องเป็น on_sale หรือ withdrawn', en: 'Status is on_sale or withdrawn' },
  CSV_PRODUCT_MISMATCH: {
    code: 12911,
    http: 422,
    th: 'รหัสสินค้าไม่ตรงกับสินค้าของ SKU นี้',
    en: 'The product code is not this SKU’s product',
  },
  CSV_READ_ONLY_CHANGED: {
    code: 12912,
    http: 422,
    th: 'แก้ชื่อ handle ตัวเลือก หมวดหมู่ แบรนด์ หรือวันจัดส่งของสินค้าที่มีอยู่ในไฟล์ไม่ได้ แก้ที่หน้าสินค้า',
    en: 'Names, handle, options, category, brand and delivery days of a product the shop has are not changed by a file; edit them on the product’s page',
  },
  CSV_STATUS_CONFLICT: {
    code: 12913,
    http: 422,
    th: 'สถานะไม่ตรงกับแถวอื่นของสินค้าเดียวกัน',
    en: 'The status differs from another row of the same product',
  },
  CSV_TOO_LARGE: { code: 12914, http: 413, th: 'ไฟล์ใหญ่เกิน 20 MB', en: 'The file is larger than 20 MB' },
  BULK_NOTHING_TO_UNDO: { code: 12916, http: 404, th: 'ไม่มีการแก้ไขหลายรายการที่จะย้อนกลับ', en: 'There is no bulk change of yours to undo' },
  BULK_CHANGED_SINCE: {
    code: 12917,
    http: 409,
    th: 'ย้อนกลับไม่ได้ เพราะมีการเปลี่ยนแปลงสินค้าเหล่านี้หลังจากนั้นแล้ว',
    en: 'This cannot be undone: these variants have changed since',
  },
  // New products from a file (decision 0058).
  CSV_HANDLE_FORMAT: {
    code: 12918,
    http: 422,
    th: 'สินค้าใหม่ต้องมี handle เป็นตัวอักษรภาษาอังกฤษตัวเล็กและตัวเลขคั่นด้วยขีด เช่น cotton-shirt',
    en: 'A new product needs a handle of lower-case letters and digits joined by dashes, e.g. cotton-shirt',
  },
  CSV_HANDLE_TAKEN: {
    code: 12919,
    http: 422,
    th: 'handle นี้เป็นของสินค้าที่มีอยู่แล้ว ไฟล์สร้างได้เฉพาะสินค้าใหม่ เพิ่มตัวเลือกที่หน้าสินค้า',
    en: 'This handle is a product the shop has; a file makes new products only (add a variant on the product’s page)',
  },
  CSV_NEW_PRODUCT_NEEDS: {
    code: 12920,
    http: 422,
    th: 'สินค้าใหม่ต้องกรอกช่องนี้ (ชื่อภาษาไทย หมวดหมู่ วันจัดส่ง และราคา)',
    en: 'A new product needs this cell (Thai name, category, delivery days and price)',
  },
  CSV_DAYS_FORMAT: {
    code: 12921,
    http: 422,
    th: 'วันจัดส่งต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 60',
    en: 'Delivery days are a whole number from 0 to 60',
  },
  CSV_OPTIONS_FORMAT: {
    code: 12922,
    http: 422,
    th: 'ตัวเลือกเขียนแบบ Color=black; Size=m (Color, Form, Pattern, Size ค่าเป็นตัวอักษรเล็กและตัวเลขคั่นด้วยขีด)',
    en: 'Options are written Color=black; Size=m (Color, Form, Pattern, Size; values lower-case letters and digits joined by dashes)',
  },
  CSV_PRODUCT_CONFLICT: {
    code: 12923,
    http: 422,
    th: 'ค่านี้ไม่ตรงกับแถวแรกของสินค้าเดียวกัน (handle เดียวกัน)',
    en: 'This differs from the first row of the same product (the same handle)',
  },
  CSV_SKU_FORMAT: {
    code: 12924,
    http: 422,
    th: 'SKU ต้องเป็นตัวอักษร ตัวเลข จุด ขีด หรือขีดล่าง 1–64 ตัว',
    en: 'A SKU is 1–64 letters, digits, dots, dashes or underscores',
  },
  CSV_NEW_PRODUCT_INVALID: {
    code: 12925,
    http: 422,
    th: 'ค่านี้ใช้กับสินค้าใหม่ไม่ได้ (ชื่อไม่เกิน 200 ตัวอักษร สินค้าหนึ่งมีได้ไม่เกิน 100 ตัวเลือก)',
    en: 'This does not fit a new product (names of at most 200 characters, at most 100 variants a product)',
  },
  CSV_IMPORT_NOT_FOUND: { code: 12915, http: 404, th: 'ไม่พบการนำเข้านี้', en: 'This import does not exist' },
  // Home page blocks, banners and the menu edited in the back office (issue #27 item 6, decision 0054): 13700–13719.
  CONTENT_BLOCK_NOT_FOUND: { code: 13701, http: 404, th: 'ไม่พบบล็อกนี้ในหน้าแรก', en: 'This home page block does not exist' },
  CONTENT_BLOCK_ORDER_MISMATCH: {
    code: 13702,
    http: 422,
    th: 'ลำดับต้องระบุทุกบล็อกของหน้าแรกครั้งละหนึ่งครั้ง',
    en: 'The order must name every block of the home page, each once',
  },
  CONTENT_NOTHING_TO_SCHEDULE: {
    code: 13703,
    http: 409,
    th: 'บล็อกนี้เผยแพร่แล้วและไม่มีการแก้ไขที่รอตั้งเวลา',
    en: 'This block is published and has no changes waiting to be scheduled',
  },
  CONTENT_PREVIEW_INVALID: {
    code: 13704,
    http: 403,
    th: 'ลิงก์ดูตัวอย่างหน้านี้หมดอายุหรือไม่ถูกต้อง กรุณาเปิดลิงก์ใหม่จากระบบหลังร้าน',
    en: 'This page’s preview link has expired or is not valid: open a new one from the back office',
  },
  CONTENT_PICTURE_INVALID: {
    code: 13705,
    http: 400,
    th: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG หรือ WebP',
    en: 'The file must be a JPEG, PNG or WebP picture',
  },
  CONTENT_PICTURE_TOO_LARGE: { code: 13706, http: 413, th: 'รูปภาพต้องมีขนาดไม่เกิน 8 MB', en: 'The picture must be at most 8 MB' },
  MENU_ITEM_NOT_FOUND: { code: 13707, http: 404, th: 'ไม่พบรายการเมนูนี้', en: 'This menu entry does not exist' },
  MENU_ORDER_MISMATCH: {
    code: 13708,
    http: 422,
    th: 'ลำดับต้องระบุทุกรายการที่อยู่ในระดับเดียวกันของเมนูครั้งละหนึ่งครั้ง',
    en: 'The order must name every entry under the same parent of the menu, each once',
  },
  MENU_TOO_DEEP: {
    code: 13709,
    http: 422,
    th: 'เมนูมีได้สูงสุด 3 ระดับ',
    en: 'The menu has at most three levels',
  },
  // Written content in the back office: blog posts, FAQ (issue #27 item 6, decision 0055): 12980–12999.
  CONTENT_BODY_EMPTY: { code: 12980, http: 422, th: 'กรุณาพิมพ์เนื้อหา', en: 'Type the body text' },
  CONTENT_BODY_SECTIONS_DIFFER: {
    code: 12981,
    http: 422,
    th: 'เนื้อหาภาษาไทยและภาษาอังกฤษต้องมีหัวข้อ (บรรทัดที่ขึ้นต้นด้วย ##) ตรงกัน',
    en: 'The Thai and English bodies need the same sections: a heading line (## …) in the same places',
  },
  CONTENT_SLUG_TAKEN: {
    code: 12982,
    http: 409,
    th: 'ชื่อในลิงก์ (slug) นี้มีเนื้อหาอื่นใช้อยู่แล้ว กรุณาตั้งชื่ออื่น',
    en: 'Another post, page or show already has this slug: choose another',
  },
  CONTENT_SCHEDULE_PAST: {
    code: 12983,
    http: 422,
    th: 'เวลาที่ตั้งเผยแพร่ต้องเป็นเวลาในอนาคต (เวลากรุงเทพฯ) หรือเลือกเผยแพร่ทันที',
    en: 'A scheduled time must be in the future (Bangkok time), or publish now',
  },
  BLOG_PREVIEW_INVALID: {
    code: 12984,
    http: 403,
    th: 'ลิงก์ดูตัวอย่างบทความนี้หมดอายุหรือไม่ถูกต้อง กรุณาเปิดลิงก์ใหม่จากระบบหลังร้าน',
    en: 'This blog post’s preview link has expired or is not valid: open a new one from the back office',
  },
  FAQ_ENTRY_NOT_FOUND: { code: 12985, http: 404, th: 'ไม่พบคำถามนี้', en: 'This question does not exist' },
  // Custom pages and live shows (decision 0060).
  CONTENT_PARAGRAPHS_DIFFER: {
    code: 12986,
    http: 422,
    th: 'แต่ละหัวข้อของหน้านี้ต้องมีจำนวนย่อหน้าภาษาไทยและภาษาอังกฤษเท่ากัน (คั่นย่อหน้าด้วยบรรทัดว่าง)',
    en: 'Each section of the page needs as many English paragraphs as Thai ones (a blank line between paragraphs)',
  },
  LIVE_SHOW_ENDS_BEFORE_START: {
    code: 12987,
    http: 422,
    th: 'เวลาจบไลฟ์ต้องอยู่หลังเวลาเริ่ม',
    en: 'The show must end after it starts',
  },
  // 7-Eleven pickup (decision 0070): the parcel waits at the store with a code the member shows at the counter.
  PICKUP_NOT_STORE_DELIVERY: {
    code: 13871,
    http: 409,
    th: 'คำสั่งซื้อนี้จัดส่งถึงบ้าน ไม่ได้รับที่ร้านเซเว่น อีเลฟเว่น',
    en: 'This order is delivered to a home address, not picked up at a 7-Eleven store',
  },
  PICKUP_CODE_REQUIRED: {
    code: 13872,
    http: 400,
    th: 'กรุณากรอกรหัสรับสินค้าที่ลูกค้าแสดง',
    en: 'Enter the pickup code the customer shows',
  },
  PICKUP_CODE_WRONG: {
    code: 13873,
    http: 422,
    th: 'รหัสรับสินค้าไม่ตรงกับพัสดุนี้ กรุณาตรวจรหัสจากลูกค้าอีกครั้ง',
    en: 'This pickup code does not match the parcel: check the code the customer shows',
  },
  // "Remind me" on an upcoming flash sale or live show (decision 0070).
  REMINDER_EVENT_NOT_FOUND: {
    code: 13874,
    http: 404,
    th: 'ไม่พบแฟลชเซลหรือไลฟ์นี้',
    en: 'This flash sale or live show does not exist',
  },
  REMINDER_TOO_LATE: {
    code: 13875,
    http: 409,
    th: 'กิจกรรมนี้เริ่มไปแล้ว จึงตั้งเตือนไม่ได้',
    en: 'This has already started, so there is nothing to remind you of',
  },
  LIVE_SHOW_PRODUCT_UNKNOWN: {
    code: 12988,
    http: 422,
    th: 'ไม่พบสินค้ารหัสนี้ในร้าน กรุณาตรวจรหัสสินค้า',
    en: 'No product in the shop has this code: check the product codes',
  },
  // Thai tax documents (issue #29, decision 0067).
  TAX_DOCUMENT_NOT_FOUND: { code: 13901, http: 404, th: 'ไม่พบเอกสารนี้', en: 'This document does not exist' },
  TAX_INVOICE_NOT_PAID: {
    code: 13902,
    http: 409,
    th: 'ขอใบกำกับภาษีเต็มรูปได้เมื่อชำระเงินแล้วเท่านั้น',
    en: 'A full tax invoice can be asked for once the order is paid',
  },
  TAX_INVOICE_MONTH_PASSED: {
    code: 13903,
    http: 409,
    th: 'ขอใบกำกับภาษีเต็มรูปได้ภายในเดือนเดียวกับที่ชำระเงินเท่านั้น กรุณาติดต่อร้านค้า',
    en: 'A full tax invoice can only be asked for within the calendar month of payment: please contact the shop',
  },
  TAX_INVOICE_AFTER_REFUND: {
    code: 13904,
    http: 409,
    th: 'คำสั่งซื้อนี้มีใบลดหนี้แล้ว จึงเปลี่ยนใบกำกับภาษีไม่ได้ กรุณาติดต่อร้านค้า',
    en: 'This order already has a credit note, so its tax invoice cannot be replaced: please contact the shop',
  },
  SHOP_TAX_ID_INVALID: {
    code: 13905,
    http: 422,
    th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง',
    en: 'The tax id must be 13 digits with a valid check digit',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

/** Whether a name kept in a table (an import row's problem) is still one of the catalogue's errors. */
export function isErrorName(name: string): name is ErrorName {
  return Object.hasOwn(ERRORS, name);
}

export function errorMessage(name: ErrorName, locale: Locale): string {
  return ERRORS[name][locale];
}

/** The HTTP status an envelope's status_code stands for: the catalogue's, or the code itself when it is an HTTP status. */
export function httpStatusOf(statusCode: number): number {
  const entry = Object.values(ERRORS).find((candidate) => candidate.code === statusCode);
  if (entry) return entry.http;
  return statusCode >= 100 && statusCode <= 599 ? statusCode : 500;
}

/** Whether an answer failed with the named error of the catalogue: callers test errors by name, never by number. */
export function isError(answer: { is_success: boolean; status_code: number }, name: ErrorName): boolean {
  return !answer.is_success && answer.status_code === ERRORS[name].code;
}
