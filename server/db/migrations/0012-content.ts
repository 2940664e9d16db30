import 'server-only';
import type { Kysely } from 'kysely';

// The content studio: blog posts, case studies, testimonials, FAQs and team members, edited by staff.
// One table holds every collection; an item's fields are JSON checked by its collection's schema
// (server/content/collections.ts). `draft` is the working copy, `published` what the site shows: saving
// never touches the live page. `revision` counts saves and is what a save must name (no lost update).
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('content_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('draft', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('published', 'text')
      .addColumn('published_slug', 'text')
      .addColumn('published_revision', 'integer')
      .addColumn('published_at', 'text')
      .addColumn('scheduled_at', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();
    // A slug names one item of its collection, deleted ones included (a restore must not collide).
    await db.schema.createIndex('content_items_slug').on('content_items').columns(['collection', 'slug']).unique().execute();
    await db.schema.createIndex('content_items_list').on('content_items').columns(['collection', 'position']).execute();
    await db.schema.createIndex('content_items_due').on('content_items').column('scheduled_at').execute();

    // Every save, kept without a limit.
    await db.schema
      .createTable('content_revisions')
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addPrimaryKeyConstraint('content_revisions_pk', ['item_id', 'revision'])
      .execute();

    // A published slug that was changed keeps answering with a 308 to the item's current address.
    await db.schema
      .createTable('content_redirects')
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_redirects_pk', ['collection', 'slug'])
      .execute();

    // Share links for a draft's preview: the token is signed; this row lets staff list and revoke them.
    await db.schema
      .createTable('content_shares')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .execute();
    await db.schema.createIndex('content_shares_item').on('content_shares').column('item_id').execute();
  };
}
