// The site's forms, by the key that names each one in its paths and body limits (server/http/form-routes.mts), its
// rate count and its messages (server/forms/submission.ts, server/http/errors.ts). A type only: the request
// guard reaches it under Node's type stripping, which erases it.

export type FormKey = 'contact' | 'quote' | 'apply';
