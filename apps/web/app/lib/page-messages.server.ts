import { AsyncLocalStorage } from 'node:async_hooks';
import { recordPageNamespacesIn } from './i18n.ts';

/**
 * The namespaces of the messages one page's render translates (its meta included), so that the page inlines only
 * those (lib/catalogue-script.tsx) instead of the whole catalogue: home used to carry 86 KB of Thai messages, most of
 * them checkout's, payment's and the account's. Every render of entry.server.tsx runs inside its own record.
 */
const page = new AsyncLocalStorage<Set<string>>();
recordPageNamespacesIn(() => page.getStore());

export function recordingPageMessages<T>(render: () => T): T {
  return page.run(new Set(), render);
}
