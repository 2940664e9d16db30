import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { legalTextPath } from '@/lib/admin/legal-texts';
import { LocalTime } from '@/components/admin/shared/local-time';
import type { LegalDocument } from '@/content/types';
import type { Fields } from '@/lib/content/collections';
import { sourceOf } from '@/lib/legal-version';
import { agencyToday } from '@/server/content/legal-versions';
import type { Db } from '@/server/db/client';
import { lastLive, versionsOfSource } from '@/server/repositories/legal-versions';
import { LegalDocumentView, RecordedLegalText } from './legal-document';

/**
 * A legal text's revision read back (the studio's "Read"): the versions it was live under, from the version table
 * (each a text with the company's facts as they were then), and the newest of them word for word. A revision never
 * live has no version: it is drawn with today's facts, and says so.
 */
export async function LegalRevisionVersions({ db, slug, fields, live }: { db: Db; slug: LegalDocument['slug']; fields: Fields<'legal'>; live: boolean }) {
  const versions = await versionsOfSource(db.kysely, slug, sourceOf(fields));
  // drawn below: the version it was live under last
  const shown = versions.reduce<(typeof versions)[number] | undefined>((last, each) => (!last || (lastLive(each) ?? each.recorded_at) >= (lastLive(last) ?? last.recorded_at) ? each : last), undefined);
  return (
    <>
      {versions.length ? (
        <section aria-labelledby="live-versions">
          <h2 id="live-versions">{versions.length === 1 ? 'The version it was live under' : `The ${versions.length} versions it was live under`}</h2>
          <p className={styles.muted}>A change of the company’s facts that changes its words is a new version of the same text.</p>
          <ul>
            {versions.map((version) => (
              <li key={version.version}>
                <Link href={legalTextPath(slug, version.version)}>
                  Version <code>{version.version}</code>
                </Link>
                {version.effective && <>, effective {version.effective}</>}
                {version.first_live_at ? (
                  <>
                    , live from <LocalTime iso={version.first_live_at} />
                    {version.last_live_at && (
                      <>
                        {' '}
                        and again from <LocalTime iso={version.last_live_at} />
                      </>
                    )}
                  </>
                ) : (
                  <>
                    , recorded <LocalTime iso={version.recorded_at} /> while live
                    {version.last_live_at && (
                      <>
                        , live again from <LocalTime iso={version.last_live_at} />
                      </>
                    )}
                  </>
                )}
                {version === shown && ' (the last, shown below)'}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.muted}>
          {live
            ? 'No version of it is recorded yet: it is live, and its version is recorded with the next submission that agrees to it or the next publish. Below, as the site shows it now.'
            : 'No version is recorded for this revision: it was never live, or it was live before the site kept its legal texts’ versions. Below, its words with today’s company facts.'}
        </p>
      )}
      <div className="site-preview">
        {shown ? (
          <RecordedLegalText title={shown.title} effective={shown.effective} version={shown.version} changed={shown.first_live_at ? agencyToday(new Date(shown.first_live_at)) : null} text={shown.body} />
        ) : (
          <LegalDocumentView slug={slug} fields={fields} shown={live ? undefined : null} />
        )}
      </div>
    </>
  );
}
