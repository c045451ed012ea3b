import { computeSign, platformFromUserAgent, type Locale } from '@talad/domain';

export interface HeaderInput {
  path: string;
  appId: string;
  appKey: string;
  userAgent: string;
  now: number;
  accessToken?: string | null;
  locale?: Locale;
  isFormData: boolean;
}

/** Headers of spec §7: platform, appId, sign, timestamp (ms as text), bearer when present, JSON unless form data. */
export async function buildHeaders(input: HeaderInput): Promise<Record<string, string>> {
  const timestamp = String(input.now);
  const headers: Record<string, string> = {
    platform: platformFromUserAgent(input.userAgent),
    appId: input.appId,
    sign: await computeSign(input.path, input.appId, timestamp, input.appKey),
    timestamp,
  };
  if (input.accessToken && input.accessToken !== 'undefined') headers.Authorization = `Bearer ${input.accessToken}`;
  // The browser must set the multipart boundary itself, so form data gets no content type from us.
  if (!input.isFormData) headers['Content-Type'] = 'application/json';
  if (input.locale) headers['Accept-Language'] = input.locale;
  return headers;
}
