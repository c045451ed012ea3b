/** The build's version, embedded by the build-version Vite plugin. */
declare const __APP_VERSION__: string;
