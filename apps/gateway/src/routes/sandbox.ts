import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { respDesc } from '../codes.ts';
import { sendPage } from '../pages/html.ts';
import { sandboxPage } from '../pages/sandbox.ts';
import type { Payments } from '../payments.ts';

const paymentCodeParams = z.object({ paymentCode: z.string().regex(/^\d{6,20}$/) });
const noticeQuery = z.object({ paid: z.string().max(20).optional(), code: z.string().max(4).optional() });

/** `/sandbox`: pay issued slips and QR codes later, as a person (the page) or a journey (`POST /sandbox/pay/{code}`). */
export function sandboxRoutes(app: FastifyInstance, payments: Payments): void {
  app.get('/sandbox', async (request, reply) => {
    const { paid, code } = noticeQuery.parse(request.query);
    const notice = paid && code ? `${paid}: ${code} ${respDesc(code as '0000', 'en') ?? ''}` : null;
    return sendPage(reply, { title: 'Sandbox simulator', locale: 'en', body: sandboxPage(payments.openSlips(), notice) });
  });

  app.post('/sandbox/pay/:paymentCode', async (request, reply) => {
    const params = paymentCodeParams.safeParse(request.params);
    const { code } = params.success ? payments.paySlip(params.data.paymentCode) : { code: '9080' as const };
    // The page's form comes back to the list; a script gets the answer.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return reply.redirect(`/sandbox?paid=${params.success ? params.data.paymentCode : ''}&code=${code}`, 303);
    return reply.send({ respCode: code, respDesc: respDesc(code, 'en') });
  });
}
