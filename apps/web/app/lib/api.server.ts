import { createServerApiClient } from '@talad/sdk';
import { serverConfig } from './config.server.ts';

/**
 * The renderer's one API client for the whole process: a single guest session made server-side and reused by every
 * page view (refreshed on 401). Several web instances each keep their own guest; nothing else is held in memory.
 */
export const serverApi = createServerApiClient({
  baseUrl: serverConfig.apiUrl,
  appId: serverConfig.public.appId,
  appKey: serverConfig.public.appKey,
});
