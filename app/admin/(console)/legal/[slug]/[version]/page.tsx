import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { legalTextPath } from '@/lib/admin/legal-texts';
import { LocalTime } from '@/components/admin/shared/local-time';
import { RecordedLegalText } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { agencyToday } from '@/server/content/legal-versions';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { findLegalVersion, versionsOf } from '@/server/repositories/legal-versions';
import styles from '../../../../admin.module.css';

type Props = { params: Promise<{ slug: string; version: string }> };

export const metadata: Metadata = { title: 'Legal text as agreed' };

/**
 * One recorded version of a legal text, word for word as the site showed it (the company's facts as they were then):
 * what a consent record's "Read the text they agreed to" opens. Drawn from the stored text, as the public page draws
 * a text (the site's Markdown renderer: raw HTML shown as text). The owner's, as the consent records are.
 */
export default async function LegalVersionPage({ params }: Props) {
  const { slug, version } = await params;
  await requireOwner(`/admin/legal/${encodeURIComponent(slug)}/${encodeURIComponent(version)}`);
  const doc = legalDocuments.find((each) => each.slug === slug);
  if (!doc || !/^[0-9a-f]{6,64}$/.test(version)) notFound();
  const db = await currentDb();
  const text = (await findLegalVersion(db.kysely, slug, version)) ?? notFound();
  const others = (await versionsOf(db.kysely, slug)).filter((each, index, all) => each.version !== version && all.findIndex((other) => other.version === each.version) === index);
  return (
    <>
      <p className={styles.notice} role="status">
        {text.title}, version <code>{text.version}</code>
        {text.effective && <> (effective {text.effective})</>}, word for word as the site showed it, with the company’s facts as they were then.{' '}
        {text.first_live_at ? (
          <>
            Live from <LocalTime iso={text.first_live_at} />
            {text.last_live_at && (
              <>
                , and again from <LocalTime iso={text.last_live_at} />
              </>
            )}
            .
          </>
        ) : (
          <>
            Recorded on <LocalTime iso={text.recorded_at} />, while it was live
            {text.last_live_at && (
              <>
                ; live again from <LocalTime iso={text.last_live_at} />
              </>
            )}
            .
          </>
        )}
      </p>
      <div className="site-preview">
        <RecordedLegalText title={text.title} effective={text.effective} version={text.version} changed={text.first_live_at ? agencyToday(new Date(text.first_live_at)) : null} text={text.body} />
      </div>
      {others.length > 0 && (
        <section aria-labelledby="other-versions">
          <h2 id="other-versions">Other recorded versions of the {doc.title}</h2>
          <ul>
            {others.map((other) => (
              <li key={other.version}>
                <Link href={legalTextPath(slug, other.version)}>
                  Version <code>{other.version}</code>
                </Link>
                {other.effective && <> effective {other.effective}</>},{' '}
                {other.first_live_at ? (
                  <>
                    live from <LocalTime iso={other.first_live_at} />
                  </>
                ) : (
                  <>
                    recorded <LocalTime iso={other.recorded_at} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
