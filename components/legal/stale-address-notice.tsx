import Link from 'next/link';
import adminStyles from '@/app/admin/admin.module.css';
import { knownTokens } from '@/lib/company-facts';
import { storedFields, type Fields } from '@/lib/content/collections';
import { legalTextsWithStaleAddresses, publishedFacts, staleAddressesOf } from '@/server/content/legal-versions';
import type { Db } from '@/server/db/client';
import * as repo from '@/server/repositories/content';
import styles from './stale-address-notice.module.css';

/**
 * A warning on a legal text's page (and the company facts' page) while a legal text writes out an office address the
 * company's facts no longer hold: after a move, its "Contact us" would send visitors to an office that is gone. Drawn
 * with the page, so it shows on the page a publish comes back to.
 */
export async function StaleAddressNotice({ db, item }: { db: Db; item: repo.ContentRow }) {
  if (item.collection === 'company') {
    const texts = await legalTextsWithStaleAddresses(db.kysely);
    if (!texts.length) return null;
    const items = await repo.listItems(db.kysely, 'legal');
    return (
      <div className={`${adminStyles.notice} ${styles.warning}`} role="status">
        <p>
          <strong>Check the legal texts:</strong> {texts.length === 1 ? 'this live legal text writes out an office address' : 'these live legal texts write out office addresses'} the company facts no longer hold.
        </p>
        <ul>
          {texts.map((text) => {
            const id = items.find((each) => each.slug === text.slug)?.id;
            return (
              <li key={text.slug}>
                {id ? <Link href={`/admin/content/legal/${id}`}>{text.title}</Link> : text.title}: {text.addresses.map((address) => `“${address}”`).join(', ')}
              </li>
            );
          })}
        </ul>
        <p>{hint}</p>
      </div>
    );
  }
  const facts = await publishedFacts(db.kysely);
  const texts = [
    { which: 'The live text', body: item.published !== null ? (storedFields('legal', item.slug, item.published) as Fields<'legal'>).body : null },
    { which: 'The draft', body: item.draft !== item.published ? (storedFields('legal', item.slug, item.draft) as Fields<'legal'>).body : null },
  ];
  const found = [];
  for (const text of texts) if (text.body !== null) found.push({ which: text.which, addresses: await staleAddressesOf(db.kysely, text.body) });
  const named = found.filter((each) => each.addresses.length);
  if (!named.length) return null;
  const tokens = knownTokens(facts).filter((token) => token.startsWith('{office.'));
  return (
    <div className={`${adminStyles.notice} ${styles.warning}`} role="status">
      <p>
        <strong>An old office address:</strong>{' '}
        {named.map((each) => `${each.which} names ${each.addresses.map((address) => `“${address}”`).join(' and ')}`).join('; ')}, which the company facts no longer hold.
      </p>
      <p>
        {hint} {tokens.length ? `This text may use ${tokens.join(', ')}.` : ''}
      </p>
    </div>
  );
}

const hint = 'Write the office as its placeholder ({office.us.address} for the office whose country code is US, {office.in.address} for IN), and the page shows the address the company facts hold; or change the words, then publish.';
