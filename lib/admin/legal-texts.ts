// A recorded legal text (a version of a legal page as visitors agreed to it, server/repositories/legal-versions.ts):
// its key in a submission's consent ledger and the owner's page that shows its words. Kept apart from the inbox's
// components, so a page that links to one (a legal revision's preview) does not take in the inbox's actions.

/** A recorded legal text's key (document and version). */
export const legalTextKey = (slug: string, version: string) => `${slug}@${version}`;

/** The admin page that shows a recorded legal text's words. */
export const legalTextPath = (slug: string, version: string) => `/admin/legal/${encodeURIComponent(slug)}/${encodeURIComponent(version)}`;
