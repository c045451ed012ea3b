/**
 * Where to go after signing in: the page the member asked for (`?next=`, a path inside the back office only, never
 * another site: `//evil`, `/\evil` and full URLs are refused), else home. Paths are the back office's own, below its
 * basename (/admin), as React Router's redirects take them.
 */
export function nextPage(request: Request): string {
  const next = new URL(request.url).searchParams.get('next');
  return next && /^\/(?![/\\])[^\\\s]*$/.test(next) ? next : '/';
}
