import { RENDERER_KEY_HEADER } from '@talad/domain';
import { createServerApiClient } from '@talad/sdk/server';
import { serverConfig } from './config.server.ts';

/**
 * The renderer's one API client for the whole process: a single guest session made server-side and reused by every
 * page view (refreshed on 401). Several web instances each keep their own guest; nothing else is held in memory.
 * With RENDERER_KEY its calls are not limited per IP by the API (they are every shopper's page views).
 */
export const serverApi = createServerApiClient({
  baseUrl: serverConfig.apiUrl,
  appId: serverConfig.public.appId,
  appKey: serverConfig.public.appKey,
  ...(serverConfig.rendererKey ? { headers: { [RENDERER_KEY_HEADER]: serverConfig.rendererKey } } : {}),
});
