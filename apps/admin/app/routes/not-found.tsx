/** Any other path under /admin: the root's error page says it is not found. */
export function loader() {
  throw new Response('Not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
