import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_SCRIPT_ID } from './lib/catalogue-script.tsx';
import { provideCatalogue } from './lib/i18n.ts';
import { NonceProvider, pageNonce } from './lib/nonce.ts';
import { localeFromPath } from './lib/locale-path.ts';

// The page's messages came inlined in the HTML: hydrate with them, without fetching a catalogue first.
const inlined = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
if (inlined) provideCatalogue(localeFromPath(window.location.pathname), JSON.parse(inlined));

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
