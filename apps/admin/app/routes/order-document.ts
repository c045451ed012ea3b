import { taxDocumentNumber } from '@talad/contract';
import { documentPdf } from '../features/orders/documents.server.ts';
import { orderNoOf } from '../features/orders/orders.server.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/order-document';

/**
 * /admin/orders/:orderNo/documents/:number: one of an order's tax documents as a PDF (orders.read), fetched from the
 * API with the member's token from their cookie and passed on as it comes; the browser saves or shows it like any link.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'orders.read');
  const orderNo = orderNoOf(params.orderNo);
  const number = taxDocumentNumber.safeParse(params.number);
  if (!orderNo || !number.success) throw new Response('Not found', { status: 404 });
  const answer = await documentPdf(api, orderNo, number.data, request.signal);
  if (!answer.ok) throw new Response('Not found', { status: answer.status === 404 ? 404 : 502 });
  const headers = new Headers({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' });
  headers.set('Content-Disposition', answer.headers.get('content-disposition') ?? `inline; filename="${number.data}.pdf"`);
  return new Response(answer.body, { status: 200, headers });
}
