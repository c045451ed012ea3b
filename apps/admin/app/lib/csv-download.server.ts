/**
 * A CSV answer of the API streamed on to the browser as a download, as it comes (decision 0041): the audit log, the
 * catalogue's export, an import's report. The API's own file name is kept; `fallbackName` when it gave none.
 */
export function csvDownload(answer: Response, fallbackName: string): Response {
  const headers = new Headers({ 'Content-Type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8' });
  headers.set('Content-Disposition', answer.headers.get('content-disposition') ?? `attachment; filename="${fallbackName}.csv"`);
  return new Response(answer.body, { status: answer.status, headers });
}
