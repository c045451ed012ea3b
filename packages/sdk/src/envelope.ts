import { httpErrorMessage, type Envelope } from '@talad/domain';

/**
 * Turns any HTTP answer into the envelope (spec §8): a non-ok answer is is_success false with the server's
 * message or 'HTTP error! Status: {code}', and data null.
 */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const body = await readJson(response);
  if (!response.ok) {
    return {
      data: null,
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
