/**
 * Light or dark. The system's setting rules (globals.css: `color-scheme: light dark`) unless the visitor has
 * chosen the other theme with the header's switch (components/layout/theme-toggle.tsx), which is kept in
 * localStorage and shown on `<html data-theme>`.
 */
export type Theme = 'light' | 'dark';

export { THEME_KEY, THEME_SCRIPT } from './inline-scripts.mts';

export const DARK_QUERY = '(prefers-color-scheme: dark)';
