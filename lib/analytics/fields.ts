/**
 * The lead forms' hidden field for how a visit arrived: filled as the form is sent by the page-view beacon
 * (public/hit.js) with the address this tab landed on and its referrer's host ("https://…/work?utm_campaign=x
 * news.example"); the server keeps only the UTM values, the path and the host (lib/analytics/attribution.ts).
 */
export const LANDING_FIELD = 'landing';
