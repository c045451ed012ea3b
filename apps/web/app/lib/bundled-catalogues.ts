import en from '../locales/en.json';
import th from '../locales/th.json';

/** Both catalogues, for the server's renders (the browser loads them one at a time). */
export const bundledCatalogues = { th, en };
