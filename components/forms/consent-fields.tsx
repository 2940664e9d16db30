// The consent parts of a form, for the job application's form (a client component that renders its notice
// itself). The contact and quote forms import these two files directly, the wording from their server page.
export { ConsentNotice, ConsentWording } from './consent-wording';
export { CookieChoiceField } from './cookie-choice-field';
