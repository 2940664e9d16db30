/** The lead forms' hidden fields for how a visit arrived (lib/analytics/attribution.ts reads them on the server). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export const ATTRIBUTION_FIELDS = [...UTM_FIELDS, 'referrer_host', 'landing_page'] as const;
