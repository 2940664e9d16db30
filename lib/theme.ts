/**
 * Light or dark. The system's setting rules (globals.css: `color-scheme: light dark`) unless the visitor has
 * chosen the other theme with the header's switch (components/layout/theme-toggle.tsx), which is kept in
 * localStorage and shown on `<html data-theme>`.
 */
export type Theme = 'light' | 'dark';

/** The visitor's choice in localStorage: 'light' or 'dark'; absent when they follow the system. */
export const THEME_KEY = 'theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Puts a stored choice on <html> before the first paint: the root layout sends it inline in <head>, where it
 * runs as the parser reaches it, ahead of the body and long before Next's scripts (the server allows it by
 * its hash, server/http/csp.mts). ES5 and tiny; with storage blocked the system's setting applies.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
