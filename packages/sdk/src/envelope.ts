import { httpErrorMessage, type Envelope } from '@talad/domain';

/**
 * Turns any HTTP answer into the envelope (spec §8): a non-ok answer is is_success false with the server's
 * message or 'HTTP error! Status: {code}', and the server's data (null when it sent none).
 */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const body = await readJson(response);
  if (!response.ok) {
    return {
      // A refusal may carry data to show (ORDER_TOTAL_CHANGED: the new totals); most carry null.
      data: (body?.data ?? null) as T | null,
      is_success: false,
      message: typeof body?.message === 'string' && body.message ? body.message : httpErrorMessage(response.status),
      status_code: typeof body?.status_code === 'number' ? body.status_code : response.status,
      ...(Array.isArray(body?.errors) ? { errors: body.errors } : {}),
    };
  }
  if (body && typeof body.is_success === 'boolean') return body as Envelope<T>;
  return { data: (body ?? null) as T | null, is_success: true, message: 'OK', status_code: response.status };
}

async function readJson(response: Response): Promise<Partial<Envelope> | null> {
  try {
    return (await response.json()) as Partial<Envelope>;
  } catch {
    return null;
  }
}

/**
 * Spec §8 for what a screen can render without (blocks, carousels, the menu, a missing page): the data of a
 * successful answer, otherwise `fallback`, the failure logged. Every SDK call answers the envelope (decision 0011);
 * this is how a loader turns one into "data or fallback" in one visible step.
 */
export function dataOr<T, F>(answer: Envelope<T>, fallback: F, logger: Pick<Console, 'error'> = console): T | F {
  if (answer.is_success && answer.data !== null && answer.data !== undefined) return answer.data;
  if (!answer.is_success) logger.error(`API call failed (${answer.status_code}):`, answer.message);
  return fallback;
}
