/**
 * What a member's page says in its first paint, before the session in browser storage is read and its data arrives:
 * where the shopper is and what happens there. It is also the page's largest paint until the content replaces it
 * (cart and checkout: Lighthouse's LCP had waited for the hydration and the API reads).
 */
export function OpeningStatus({ title, body }: { title: string; body: string }) {
  return (
    <div role="status" className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center md:px-8">
      <p className="text-lg font-bold text-gray-900">{title}</p>
      <p className="mx-auto mt-2 max-w-xl text-base text-gray-600">{body}</p>
    </div>
  );
}
