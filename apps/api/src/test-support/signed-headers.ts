import { computeSign } from '@talad/domain';

export const TEST_APP_ID = 'talad-web';
export const TEST_APP_KEY = 'talad-local-app-key';

export interface SignOptions {
  appId?: string;
  appKey?: string;
  /** Epoch ms; now by default. */
  timestamp?: number;
  accessToken?: string;
  language?: 'th' | 'en';
  platform?: string;
}

/** The headers the web's API client sends (spec §7), signed like it signs them. */
export async function signedHeaders(path: string, options: SignOptions = {}): Promise<Record<string, string>> {
  const appId = options.appId ?? TEST_APP_ID;
  const timestamp = String(options.timestamp ?? Date.now());
  const headers: Record<string, string> = {
    appId,
    timestamp,
    sign: await computeSign(path, appId, timestamp, options.appKey ?? TEST_APP_KEY),
    platform: options.platform ?? 'web',
  };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  if (options.language) headers['accept-language'] = options.language;
  return headers;
}
