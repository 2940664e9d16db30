/** Option lists and limits of the lead forms (specification section 3), shared by forms, schemas and tests. */

export interface Option {
  value: string;
  label: string;
}

export const PROJECT_TYPES = [
  { value: 'webdevelopment', label: 'Web development' },
  { value: 'branding', label: 'Branding' },
  { value: 'contentcreation', label: 'Content creation' },
  { value: 'other-projecttype', label: 'Other' },
] as const satisfies readonly Option[];

export type ProjectType = (typeof PROJECT_TYPES)[number]['value'];

export const BUDGETS = [
  { value: '5000', label: 'Less than $5,000' },
  { value: '5000-10000', label: '$5,000 to $10,000' },
  { value: '10000-20000', label: '$10,000 to $20,000' },
  { value: 'more-20000', label: 'More than $20,000' },
] as const satisfies readonly Option[];

export const TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-3months', label: '1 to 3 months' },
  { value: '3-6 months', label: '3 to 6 months' },
  { value: 'over6months', label: 'Over 6 months' },
] as const satisfies readonly Option[];

export const TALENTS = [
  { value: 'designer', label: 'Designer' },
  { value: 'developer', label: 'Developer' },
  { value: 'writer', label: 'Writer' },
  { value: 'marketeer', label: 'Marketeer' },
  { value: 'illustrator', label: 'Illustrator' },
  { value: 'animator', label: 'Animator' },
  { value: 'photographer', label: 'Photographer' },
  { value: 'content-creator', label: 'Content creator' },
  { value: 'account-manager', label: 'Account manager' },
  { value: 'creative-consultant', label: 'Creative consultant' },
  { value: 'brand-strategist', label: 'Brand strategist' },
  { value: '3d-artist', label: '3D artist' },
  { value: 'other-talent', label: 'Other' },
] as const satisfies readonly Option[];

export const HEAR_ABOUT = [
  { value: 'referral', label: 'Referral' },
  { value: 'online-search', label: 'Online search' },
  { value: 'social-media', label: 'Social media' },
  { value: 'other-hear', label: 'Other' },
] as const satisfies readonly Option[];

export { MAX_FILE_BYTES, MAX_FILES, MB } from '../upload-limits.mts';
export { QUOTE_ACCEPT } from './quote-choices';

/**
 * The three selects whose 'other' choice reveals a required free-text field. The form's CSS shows that field while
 * the select's chosen value starts with 'other-' (forms.module.css .other), so these do and no other option does.
 */
export const OTHER_CHOICES = {
  projecttype: { other: 'other-projecttype', field: 'projecttypeother' },
  talent: { other: 'other-talent', field: 'talentother' },
  hear: { other: 'other-hear', field: 'hearother' },
} as const;

/** The name of an 'Other' choice's free-text box. */
export type OtherField = (typeof OTHER_CHOICES)[keyof typeof OTHER_CHOICES]['field'];

/** The quote form's five lists, handed to it by its page (rendered on the server) rather than carried in its script. */
export const QUOTE_OPTIONS = { projecttype: PROJECT_TYPES, budget: BUDGETS, timeline: TIMELINES, talent: TALENTS, hear: HEAR_ABOUT } as const;
export type QuoteOptions = { readonly [K in keyof typeof QUOTE_OPTIONS]: readonly Option[] };

export { LIMITS } from './limits';

/** An option's label for a stored value (the value itself if unknown), with the 'Other' text after a colon. */
export function optionLabel(options: readonly Option[], value: string | null, other: string | null = null): string | null {
  return value ? `${options.find((o) => o.value === value)?.label ?? value}${other ? `: ${other}` : ''}` : null;
}
