import type { Page } from '@playwright/test';

/** The quote form's required answers; `projecttype: null` leaves the select as the page set it (a prefilled form). */
export interface QuoteAnswers {
  fullname: string;
  email: string;
  company: string;
  phone: string;
  projecttype: string | null;
  budget: string;
  timeline: string;
  talent: string;
  hear: string;
}

const ANSWERS: QuoteAnswers = {
  fullname: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Hopper & Co',
  phone: '+91 98765 43210',
  projecttype: 'webdevelopment',
  budget: '5000',
  timeline: 'asap',
  talent: 'designer',
  hear: 'referral',
};

/** Fills every required answer of /get-quote, as a visitor would, and ticks the consent box. */
export async function fillQuote(page: Page, answers: Partial<QuoteAnswers> = {}) {
  const a = { ...ANSWERS, ...answers };
  await page.getByLabel('Full name').fill(a.fullname);
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Company name').fill(a.company);
  await page.getByLabel('Phone number').fill(a.phone);
  if (a.projecttype !== null) await page.getByRole('combobox', { name: /^Project type/ }).selectOption(a.projecttype);
  await page.getByLabel('Budget').selectOption(a.budget);
  await page.getByLabel('Timeline').selectOption(a.timeline);
  await page.getByLabel('Preferred talent').selectOption(a.talent);
  await page.getByLabel('How did you hear about us?').selectOption(a.hear);
  await page.getByLabel(/I agree to the privacy policy/).check();
}
