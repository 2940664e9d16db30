import { DISPLAY_FONT_LOAD_SCRIPT } from './inline-scripts.mts';

// The display face (headings) is self-hosted from an npm package and declared in app/display-font.generated.css
// with the face as a data URL: subset to the characters our copy uses it is about 14 KB, less than the round
// trips of one more request that the first paint would wait for on a slow connection, and it is there at the
// first paint on every visit, so headings never reflow. The root layout imports that stylesheet, and the server
// puts the build's stylesheets into the page (server/serving/html-rewrite.mts), so the face travels in the document
// once: written by the layout as an inline <style>, it went into the RSC payload a second time (20 KB on every
// page). Body text uses the system UI font: nothing to download. Regenerate: `npm run media -- font`.
//
// `font-display: block`: the face is in the page itself, so it is ready within milliseconds of the first
// layout, but on a first visit Chromium decodes it just after the ~100 ms that `optional` allows, and then kept
// the fallback for the whole page (the headings of the first page a visitor opened were never in the brand's
// face, and broke differently). `block` waits for it instead: a few milliseconds, no swap, no shift.
//
// The family is named in globals.css (--font-display), with a fallback face whose metrics are adjusted to
// Space Grotesk's (Arial scaled as next/font computes it), for a browser that refuses data-URL fonts.

/**
 * Starts decoding the face while the rest of the document is still being parsed, instead of at the first layout
 * that needs it: on a first visit it is then ready before the first paint, and the headings are laid out once,
 * in their own face. A one-line inline script (the page's CSP allows its text: lib/inline-scripts.mts).
 */
export const displayFontLoadScript = DISPLAY_FONT_LOAD_SCRIPT;
