import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatalogueScript } from './catalogue-script.tsx';
import { catalogueOf, i18nFor, TranslationProvider, useTranslation } from './i18n.ts';
import { recordingPageMessages } from './page-messages.server.ts';

/** The inlined messages of a server-rendered page. */
function inlinedOf(html: string): Record<string, unknown> {
  const json = /<script id="talad-messages" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('the page inlines no messages');
  return JSON.parse(json) as Record<string, unknown>;
}

function Screen({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return createElement(
    'main',
    null,
    keys.map((key) => createElement('p', { key }, t(key))),
  );
}

/** A page as root.tsx lays it out: its content, then the messages script; a meta-like call to i18nFor before it. */
function page(keys: string[], metaKey?: string) {
  return recordingPageMessages(() =>
    renderToString(
      createElement(TranslationProvider, {
        locale: 'th',
        children: [
          createElement('title', { key: 'title' }, metaKey ? i18nFor('th').t(metaKey) : ''),
          createElement(Screen, { key: 'screen', keys }),
          createElement(CatalogueScript, { key: 'messages', locale: 'th' }),
        ],
      }),
    ),
  );
}

describe('the messages a page inlines (lib/catalogue-script.tsx)', () => {
  it('are the namespaces its render translated, whole, and nothing else', () => {
    const html = page(['cart.title', 'header.searchLabel', 'notFound.title'], 'breadcrumb.home');
    const inlined = inlinedOf(html);
    const th = catalogueOf('th')!;
    expect(Object.keys(inlined).sort()).toEqual(['breadcrumb', 'cart', 'header', 'notFound']);
    for (const name of Object.keys(inlined)) expect(inlined[name]).toEqual(th[name]);
    // Every string the page shows is among them: rendered again from the inlined messages alone, it is the same page.
    expect(html).toContain(i18nFor('th').t('cart.title'));
  });

  it('are each render’s own, however renders interleave', async () => {
    const [first, second] = await Promise.all([
      Promise.resolve().then(() => page(['payment.title'])),
      Promise.resolve().then(() => page(['footer.about'])),
    ]);
    expect(Object.keys(inlinedOf(first))).toEqual(['payment']);
    expect(Object.keys(inlinedOf(second))).toEqual(['footer']);
  });

  it('are the whole catalogue outside a recorded render', () => {
    const html = renderToString(createElement(CatalogueScript, { locale: 'th' }));
    expect(Object.keys(inlinedOf(html)).sort()).toEqual(Object.keys(catalogueOf('th')!).sort());
  });

  it('cannot close their script tag', () => {
    const html = page(['header.searchLabel']);
    expect(/<script id="talad-messages"[^>]*>([^]*?)<\/script>/.exec(html)?.[1]).not.toContain('<');
  });
});
