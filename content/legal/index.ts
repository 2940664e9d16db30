import type { LegalDocument } from '../types';
import { copyright } from './copyright';
import { cookiePolicy } from './cookie-policy';
import { disclaimer } from './disclaimer';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

/** The five legal pages, in footer order. */
export const legalDocuments: LegalDocument[] = [termsOfUse, privacyPolicy, disclaimer, copyright, cookiePolicy];

/** The legal document whose slug is `slug`, if any. */
export function findLegal(slug: string): LegalDocument | undefined {
  return legalDocuments.find((doc) => doc.slug === slug);
}

export { termsOfUse, privacyPolicy, disclaimer, copyright, cookiePolicy };
