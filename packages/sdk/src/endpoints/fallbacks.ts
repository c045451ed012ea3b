import type { ApiClient, RequestOptions } from '../client.ts';

/** Spec §8 "most other failed calls": logged, null. */
export async function dataOrNull<T>(api: ApiClient, path: string, options?: RequestOptions): Promise<T | null> {
  const answer = await api.get<T>(path, options);
  if (answer.is_success) return answer.data;
  api.logger.error(`GET ${path} failed:`, answer.message);
  return null;
}

/** Spec §8 for blocks and carousels: logged only, the screen shows nothing rather than break. */
export async function dataOrEmpty<T>(api: ApiClient, path: string, empty: T, options?: RequestOptions): Promise<T> {
  const answer = await api.get<T>(path, options);
  if (answer.is_success && answer.data) return answer.data;
  api.logger.error(`GET ${path} failed:`, answer.message);
  return empty;
}
