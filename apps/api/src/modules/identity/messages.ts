import { brandName, type Brand, type Locale, type OtpPurpose } from '@talad/domain';
import type { OutgoingMessage } from '../../platform/messaging.ts';
import type { OtpRequest } from './otp.ts';

const PURPOSE_TEXT: Record<OtpPurpose, { th: string; en: string }> = {
  register: { th: 'สมัครสมาชิก', en: 'registration' },
  login: { th: 'เข้าสู่ระบบ', en: 'sign-in' },
  'forgot-password': { th: 'ตั้งรหัสผ่านใหม่', en: 'password reset' },
  'change-phone': { th: 'เปลี่ยนเบอร์โทรศัพท์', en: 'phone change' },
  'change-email': { th: 'เปลี่ยนอีเมล', en: 'e-mail change' },
};

/** The shop signs with the running brand's name, so a code never seems to come from another shop. */
function otpText(locale: Locale, purpose: OtpPurpose, code: string, shop: string): { subject: string; body: string } {
  const what = PURPOSE_TEXT[purpose][locale];
  return locale === 'en'
    ? {
        subject: `Your ${shop} ${what} code`,
        body: `${code} is your ${shop} ${what} code. It expires in 5 minutes. Never share it with anyone.`,
      }
    : { subject: `รหัส OTP สำหรับ${what} ${shop}`, body: `รหัส OTP สำหรับ${what} ${shop} คือ ${code} ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น` };
}

export function otpMessage(request: OtpRequest, code: string, brand: Brand): OutgoingMessage {
  const text = otpText(request.locale, request.purpose, code, brandName(brand));
  return {
    channel: request.channel,
    to: request.target,
    ...(request.channel === 'email' ? { subject: text.subject } : {}),
    body: text.body,
    code,
    purpose: request.purpose,
  };
}

/** To the owner of a phone someone tried to register again: no code, a pointer to sign-in and recovery instead. */
export function accountExistsMessage(request: OtpRequest, brand: Brand): OutgoingMessage {
  const shop = brandName(brand);
  const body =
    request.locale === 'en'
      ? `Someone asked to register this number at ${shop}, but it already has an account. Sign in, or reset your password if you forgot it. If it was not you, ignore this message.`
      : `มีการขอสมัครสมาชิก ${shop} ด้วยเบอร์นี้ แต่เบอร์นี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบ หรือตั้งรหัสผ่านใหม่หากลืมรหัสผ่าน หากไม่ใช่คุณ ไม่ต้องดำเนินการใดๆ`;
  return { channel: request.channel, to: request.target, body, purpose: 'account-exists' };
}
