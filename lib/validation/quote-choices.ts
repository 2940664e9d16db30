// What the quote form's own script needs of its rules: which choice of a select reveals a free-text field, and
// what its file picker accepts. The option lists themselves come from its page as props (options.ts QUOTE_OPTIONS).

/**
 * The three selects whose 'other' choice reveals a required free-text field. The form's CSS shows that field while
 * the select's chosen value starts with 'other-' (forms.module.css .other), so these do and no other option does.
 */
export const OTHER_CHOICES = {
  projecttype: { other: 'other-projecttype', field: 'projecttypeother' },
  talent: { other: 'other-talent', field: 'talentother' },
  hear: { other: 'other-hear', field: 'hearother' },
} as const;

/** What the quote form accepts, as the file picker's `accept` list. */
export const QUOTE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.gif,.webp,.zip';
