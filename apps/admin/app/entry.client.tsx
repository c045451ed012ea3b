import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceProvider, pageNonce } from './lib/nonce.ts';

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
