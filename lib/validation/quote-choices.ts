// What the quote form's own script needs of its rules: what its file picker accepts. The option lists come from its
// page as props (options.ts QUOTE_OPTIONS); which choice reveals a free-text box is CSS's business (options.ts).

/** What the quote form accepts, as the file picker's `accept` list. */
export const QUOTE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.png,.jpg,.jpeg,.gif,.webp,.zip';
