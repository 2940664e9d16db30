import 'server-only';
import { sql, type Kysely } from 'kysely';

// The content studio keeps what is live (issue 32).
// - `content_items.scheduled_revision`: the revision a schedule publishes (before, whatever draft existed when it
//   fired went live). A schedule already waiting names the revision it would have published then: the current one.
// - `content_slugs`: every slug an item holds in its collection: its draft slug, its live (published) slug and the
//   slug of the revision it has scheduled. The primary key is the rule "an address names one item": another item
//   can no longer take a slug that is still someone's live address. Existing rows are checked here: the live
//   addresses are claimed first (the earliest published keeps one), and a draft slug another item already holds
//   (which the old rules let through) is renamed `<slug>-2`, `-3`, … so the migration never fails on old data.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('content_items').addColumn('scheduled_revision', 'integer').execute();
    await sql`UPDATE content_items SET scheduled_revision = revision WHERE scheduled_at IS NOT NULL`.execute(db);

    await db.schema
      .createTable('content_slugs')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_slugs_pk', ['collection', 'slug'])
      .execute();
    await db.schema.createIndex('content_slugs_item').on('content_slugs').column('item_id').execute();

    type Row = { id: string; collection: string; slug: string; published_slug: string | null; live: number };
    const { rows } = await sql<Row>`SELECT id, collection, slug, published_slug, CASE WHEN published IS NULL THEN 0 ELSE 1 END AS live FROM content_items ORDER BY published_at, created_at, id`.execute(db);
    const holder = new Map<string, string>(); // collection/slug → item id
    const draftSlugs = new Set(rows.map((row) => `${row.collection}/${row.slug}`));
    const free = (collection: string, slug: string) => {
      for (let n = 2; ; n++) {
        const candidate = `${slug.slice(0, 76)}-${n}`;
        if (!holder.has(`${collection}/${candidate}`) && !draftSlugs.has(`${collection}/${candidate}`)) return candidate;
      }
    };
    const claim = async (row: Row, column: 'slug' | 'published_slug') => {
      const slug = row[column]!;
      const owner = holder.get(`${row.collection}/${slug}`);
      if (owner === row.id) return;
      let kept = slug;
      if (owner) {
        kept = free(row.collection, slug);
        draftSlugs.add(`${row.collection}/${kept}`);
        console.warn(`migration 0017: ${row.collection} item ${row.id} held "${slug}", another item's address; its ${column === 'slug' ? 'draft' : 'live'} slug is now "${kept}"`);
        await sql`UPDATE content_items SET ${sql.ref(column)} = ${kept} WHERE id = ${row.id}`.execute(db);
        if (column === 'published_slug' && row.slug === slug) {
          row.slug = kept; // its draft keeps following its live address
          await sql`UPDATE content_items SET slug = ${kept} WHERE id = ${row.id}`.execute(db);
        }
      }
      holder.set(`${row.collection}/${kept}`, row.id);
      await sql`INSERT INTO content_slugs (collection, slug, item_id) VALUES (${row.collection}, ${kept}, ${row.id})`.execute(db);
    };
    for (const row of rows) if (Number(row.live) === 1 && row.published_slug) await claim(row, 'published_slug');
    for (const row of rows) await claim(row, 'slug');
  };
}
