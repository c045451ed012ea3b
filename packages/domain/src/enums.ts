/** Enumerations of spec §3, spelled as the spec spells them. */
export const ADDRESS_KINDS = ['AddressInvoice', 'AddressShipping', 'Address7-11'] as const;
export const ADDRESS_TYPES = ['shipping', '7-11', 'home', 'condo', 'office', 'other'] as const;
export const BILLING_KINDS = ['juristic', 'individual'] as const;
export const PAYMENT_METHODS = [
  'CREDITCARD',
  'APP_TO_APP',
  'TRUEWALLET',
  'BANK_ONLINE',
  'ATM',
  'LINEPAY',
  'COUNTER',
  'INSTALLMENT',
  'COD',
  // Beyond the spec's nine (issue #13): Thai QR (PromptPay), paid from any bank's app.
  'PROMPTPAY',
] as const;
export const SOCIAL_PROVIDERS = ['Facebook', 'Line', 'Google'] as const;
export const COUPON_TYPES = ['DISCOUNTCODE', 'DELIVERYFEE', 'CASHBACK'] as const;
export const COUPON_KINDS = ['cash_back', 'discount_item', 'discount_coupon', 'shipping_coupon', 'birthday_coupon'] as const;
/** Where coupons are offered for collecting (GET coupons ?layout_id): the /coupon page and the cart's picker. */
export const COUPON_LAYOUTS = ['coupon-page', 'shopping-cart'] as const;
/** The tabs of my coupons. */
export const MY_COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export const CASHBACK_TRANSACTION_TYPES = ['ORDER', 'PROMOTION', 'REVIEW', 'BURN', 'EXPIRED'] as const;
export const CASHBACK_STATUSES = ['COMPLETE', 'CANCELED'] as const;
export const ORDER_TABS = ['ALL', 'PAYMENT', 'SHIPMENT', 'RECEIPT', 'COMPLETED', 'CANCELLED'] as const;
/**
 * The orders desk's work queues (issue #26), each the orders whose next step is one of the desk's verbs: to_pack — paid
 * and waiting for SHIPMENT with no parcel started (pack); to_ship — a parcel being packed, a COD order's from the start or
 * one sent again after a failed delivery (ship); returns — a delivery failed and the parcel comes back (retry or return).
 */
export const ORDER_QUEUES = ['to_pack', 'to_ship', 'returns'] as const;
export const SHIPMENT_STATUSES = ['SHIPPING', 'SHIPMENT', 'PICKUP', 'DEPARTED', 'DELIVERED', 'CANCELLED', 'DELIVERYFAILED'] as const;
export const PAYMENT_RESULTS = ['ORDEREXPIRED', 'PAID'] as const;
export const PRODUCT_FLAGS = ['preOrder', 'freeShipping', 'newProduct', 'flashSale', 'installments', 'AT_7-ELEVEN'] as const;
export const PRODUCT_FILTER_KEYS = ['hasPromotion', 'hasStock', 'newProduct', 'installment', 'freeShipping'] as const;
export const REVIEW_SORTS = ['lasted', 'max_to_min_score', 'min_to_max_score', 'max_to_min_like', 'min_to_max_like'] as const;
export const CONTENT_BLOCK_TYPES = [
  'HERO',
  'TEXT',
  'ICON',
  'CAROUSEL1',
  'CAROUSEL2',
  'PRODUCTCAROUSEL',
  'TITLE',
  'IMAGE',
  'SPACE',
  'FLASHSALE',
  'LIVE',
  'BLOG',
  'AREABANNER',
] as const;
export const LINK_TARGETS = [
  'NONE',
  'HOME',
  'LINKURL',
  'COLLECTION',
  'PRODUCTDETAIL',
  'PRODUCTSOURCE',
  'MAINCATEGORY',
  'SUBCATEGORY',
  'DETAILCATEGORY',
  'COUPON',
  'CUSTOMPAGE',
  'BRAND',
  'FLASHSALE',
  'BLOG',
  'PROMOTION',
  'LIVE',
] as const;
export const PROMOTION_KINDS = ['flexi', 'free_gift', 'add_on_deal', 'special_price', 'saving', 'shipping_discount', 'cashback'] as const;
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'COLOR'] as const;
export const THEMES = ['DARK', 'LIGHT'] as const;
export const BANK_CODES = [
  'SCB',
  'KRUNGTHAI',
  'KRUNGSRI',
  'BANGKOK',
  'KBANK',
  'LOTUS',
  'BIGC',
  'PAYANDPOST',
  'ZENPAY',
  'MSTATION',
] as const;
export const MEMBERSHIP_TIERS = ['REGULAR', 'GOLD', 'VIP'] as const;
export const CONTENT_PAGE_KINDS = [
  'promotion',
  'home',
  'flash-sale',
  'custom-page',
  'blog',
  'product',
  'brand',
  'category',
  'about-us',
  'product-collection',
] as const;

export type LinkTarget = (typeof LINK_TARGETS)[number];
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export type CouponType = (typeof COUPON_TYPES)[number];
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponLayout = (typeof COUPON_LAYOUTS)[number];
export type MyCouponStatus = (typeof MY_COUPON_STATUSES)[number];
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OrderTab = (typeof ORDER_TABS)[number];
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];

/** Product codes look like PRD followed by digits. */
export const PRODUCT_CODE = /^PRD\d+$/;

/** Providers of social sign-in (the spec names Facebook, Line and Google; Apple joins them in issue #4). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['google', 'facebook', 'line', 'apple'] as const;
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];
export const SHIPPING_ADDRESS_TYPES = ['home', 'condo', 'office', 'other'] as const;
export const GENDERS = ['male', 'female', 'unspecified'] as const;
export const OTP_PURPOSES = ['register', 'login', 'forgot-password', 'change-phone', 'change-email'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
