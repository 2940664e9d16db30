import { formEndpoint } from '@/server/http/form-endpoint';
import { submitApplication } from '@/server/forms/applications';

// POST /api/front/apply-for-job – the provider contract's multipart application to our own store: 201 with its
// id, or 4xx with errors. Rate limited; its idempotency key is the optional `submission_key` field.
export const POST = formEndpoint('apply', (db, submission) => submitApplication(db, submission, { formChecks: false }), { thanks: 'Thank you: your application is in.' });
