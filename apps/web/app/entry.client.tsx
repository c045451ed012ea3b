import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_SCRIPT_ID } from './lib/catalogue-script.tsx';
import { loadCatalogue, provideInlinedMessages } from './lib/i18n.ts';
import { NonceProvider, pageNonce } from './lib/nonce.ts';
import { localeFromPath } from './lib/locale-path.ts';

// The messages the page's render used came inlined in the HTML: hydrate with them, without fetching a catalogue
// first; the rest of the language's catalogue (dialogs, other pages) follows, cached across pages as a hashed file.
const locale = localeFromPath(window.location.pathname);
const inlined = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
if (inlined) provideInlinedMessages(locale, JSON.parse(inlined));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={pageNonce(document)}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
// Should the file not come now (offline), the next navigation asks for it again (root.tsx's clientMiddleware).
loadCatalogue(locale).catch(() => {});
