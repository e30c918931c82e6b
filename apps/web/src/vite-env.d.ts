/** UI version from apps/web/package.json, defined at build time by Vite. */
declare const __UI_VERSION__: string | undefined;
