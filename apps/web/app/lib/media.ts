/** Media paths in API answers (/media/…) live on the API: make them absolute against its public base. */
export function mediaUrl(path: string, apiUrl: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return apiUrl.replace(/\/+$/, '') + path;
}
