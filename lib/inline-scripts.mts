// The inline scripts the root layout writes into <head>, as text. The layout renders them, and the server's
// Content-Security-Policy allows exactly these texts (with Next's own and the script loader, server/serving/csp.mts):
// an inline script that is not one of them does not run, even if it got into a page.
// No imports: the production server loads this file under Node's type stripping.

/** The visitor's theme choice in localStorage: 'light' or 'dark'; absent when they follow the system. */
export const THEME_KEY = 'theme';

/** The display face's family name (lib/fonts.ts declares the face). */
export const DISPLAY_FAMILY = 'Space Grotesk';

/**
 * Puts a stored theme choice on <html> before the first paint: it runs as the parser reaches it, ahead of the
 * body and long before Next's scripts. ES5 and tiny; with storage blocked the system's setting applies.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;

/**
 * Starts decoding the display face while the rest of the document is still being parsed, instead of at the
 * first layout that needs it: on a first visit it is then ready before the first paint (lib/fonts.ts).
 */
export const DISPLAY_FONT_LOAD_SCRIPT = `document.fonts&&document.fonts.load('700 1em "${DISPLAY_FAMILY}"')`;

/** Every fixed inline script of ours, for the server's policy. */
export const OWN_INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT, DISPLAY_FONT_LOAD_SCRIPT];
