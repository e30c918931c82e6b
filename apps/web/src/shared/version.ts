/** Version of this web interface, shown in the sidebar footer next to the back-end version. */
export const UI_VERSION: string = typeof __UI_VERSION__ === 'string' ? __UI_VERSION__ : 'dev';
