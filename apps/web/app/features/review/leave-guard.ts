/**
 * Spec §2: leaving a my-review page with unsaved form changes asks first, remembering where the shopper was going.
 * Pure: which navigations leave the page, and the remembered target.
 */

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** Another page leaves; a change of the query or the fragment alone stays on the form. */
export function leavesPage(from: Pick<Place, 'pathname'>, to: Pick<Place, 'pathname'>): boolean {
  return from.pathname !== to.pathname;
}

/** Whether a navigation must wait for the shopper's word: the form has unsaved changes and the navigation leaves it. */
export function mustConfirmLeaving(unsaved: boolean, from: Pick<Place, 'pathname'>, to: Pick<Place, 'pathname'>): boolean {
  return unsaved && leavesPage(from, to);
}

/** The remembered target: the whole address the shopper was going to (path, query and fragment). */
export function leaveTarget(to: Place): string {
  return `${to.pathname}${to.search}${to.hash}`;
}
