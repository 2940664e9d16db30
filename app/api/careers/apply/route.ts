import { applyThroughSource } from '@/server/careers/apply';
import { formEndpoint } from '@/server/http/form-endpoint';
import { formToken } from '@/server/forms/submission';

// POST /api/careers/apply – the job page's form (with upload progress): our store or the configured provider;
// answers with a fresh form token, so the page can take another application without reloading
export const POST = formEndpoint('apply', applyThroughSource, { thanks: 'Thank you: your application is in.', freshToken: (db) => formToken(db.kysely) });
