import { brandName, type Brand, type Locale } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, supportCaseMessages, supportCases } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import type { MessageSender } from '../../platform/messaging.ts';
import { CASE_ANSWER_MESSAGE_JOB } from './thread.ts';

/** The staff's message in the case's language, with the way back to the thread, signed with the brand's name. */
export function caseAnswerText(locale: Locale, brand: Brand, answer: { caseNo: string; body: string; link: string }) {
  const shop = brandName(brand);
  if (locale === 'en') {
    return {
      subject: `${shop}: an answer to your case ${answer.caseNo}`,
      body: `Our team answered your case ${answer.caseNo}:\n\n${answer.body}\n\nRead it and reply: ${answer.link} — ${shop}`,
      sms: `${shop}: your case ${answer.caseNo} has an answer: ${answer.link}`,
    };
  }
  return {
    subject: `${shop}: มีคำตอบสำหรับเรื่อง ${answer.caseNo} ของคุณ`,
    body: `ทีมงานตอบเรื่อง ${answer.caseNo} ของคุณแล้ว:\n\n${answer.body}\n\nอ่านและตอบกลับได้ที่ ${answer.link} — ${shop}`,
    sms: `${shop}: เรื่อง ${answer.caseNo} ของคุณมีคำตอบแล้ว ${answer.link}`,
  };
}

/**
 * Sends one staff message to the member: by e-mail when they have an address, else a short SMS pointing to the thread
 * (members may register with a phone only). The thread's link opens the case in the member's language.
 */
export async function sendCaseAnswer(db: Database, sender: MessageSender, brand: Brand, shopUrl: string, messageId: number) {
  const [row] = await db
    .select({
      caseNo: supportCases.caseNo,
      locale: supportCases.locale,
      body: supportCaseMessages.body,
      email: customers.email,
      phone: customers.phone,
    })
    .from(supportCaseMessages)
    .innerJoin(supportCases, eq(supportCases.id, supportCaseMessages.caseId))
    .innerJoin(customers, eq(customers.id, supportCases.customerId))
    .where(eq(supportCaseMessages.id, messageId));
  // A deleted account has no contact left: nothing to send.
  if (!row || (!row.email && !row.phone)) return false;
  const locale: Locale = row.locale === 'en' ? 'en' : 'th';
  const link = `${shopUrl.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/case-management?case=${row.caseNo}`;
  const text = caseAnswerText(locale, brand, { caseNo: row.caseNo, body: row.body, link });
  const purpose = 'case-answer';
  if (row.email) await sender.send({ channel: 'email', to: row.email, subject: text.subject, body: text.body, purpose });
  else await sender.send({ channel: 'sms', to: row.phone!, body: text.sms, purpose });
  return true;
}

/** The job runner's definition of the staff's answers (main.ts registers it with the app's message sender). */
export function caseAnswerMessageJob(db: Database, sender: MessageSender, brand: Brand, shopUrl: string): JobDefinition {
  return {
    kind: CASE_ANSWER_MESSAGE_JOB,
    run: (job: Job) => sendCaseAnswer(db, sender, brand, shopUrl, Number(job.payload.messageId)),
  };
}
