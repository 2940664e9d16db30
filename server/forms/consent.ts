import 'server-only';
import { randomUUID } from 'node:crypto';
import { consentDocuments, consentText, consentWordings, cookieBanner, type ConsentForm } from '@/content/consent';
import { parseChoiceField } from '@/lib/consent';
import { legalVersion, type LegalVersion } from '@/lib/legal-version';
import type { LegalDocument } from '@/content/types';
import { COOKIE_CHOICE_FIELD } from '@/lib/validation/spam';
import type { ConsentRecordTable, OwnerKind } from '../db/schema';

/**
 * The consent ledger's rows for one submission: each legal page its form's wording names, at the version the
 * site shows now (`versions`: the live pages' versions, server/content/public.ts liveLegalVersions; the code's
 * document where none is given), with the words the visitor read; and the cookie pop-up's answer when the form
 * carried one (it belongs to a person only now that they have identified themselves by sending a form).
 */
export function consentRecords(form: ConsentForm, fields: Record<string, string>, owner: { kind: OwnerKind; id: string }, now: Date, versions: Partial<Record<LegalDocument['slug'], LegalVersion>> = {}): ConsentRecordTable[] {
  const wording = consentWordings[form];
  const row = (document: ConsentRecordTable['document'], rest: Pick<ConsentRecordTable, 'choice' | 'wording' | 'given' | 'given_at'>): ConsentRecordTable => {
    const { version, date } = versions[document] ?? legalVersion(document);
    return { id: randomUUID(), owner_kind: owner.kind, owner_id: owner.id, document, document_version: version, document_date: date, ...rest };
  };
  const rows = consentDocuments(wording.text).map((document) =>
    row(document, { choice: 'agreed', wording: consentText(wording.text), given: wording.given, given_at: now.toISOString() }),
  );
  const cookie = parseChoiceField(fields[COOKIE_CHOICE_FIELD], now);
  if (cookie) rows.push(row('cookie-policy', { choice: cookie.choice, wording: `${cookieBanner.title}: ${cookieBanner.text}`, given: 'banner', given_at: cookie.at }));
  return rows;
}
