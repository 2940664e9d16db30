import 'server-only';
import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

// The media library. `media`: one row per uploaded image (its content hash names the stored renditions).
// `media_usage`: which content item uses which image, declared by the content studio in its own transaction; its
// foreign key makes deleting an image in use fail even against a usage written at the same moment.
// `media_files`: the renditions' bytes, on PostgreSQL only, so every instance serves them; on SQLite they are
// files under DATA_DIR/media (server/media/store.ts), where the backup takes them with the rest of DATA_DIR.
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull()) // all renditions together
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('focal_x', 'double precision', (c) => c.notNull().defaultTo(0.5))
      .addColumn('focal_y', 'double precision', (c) => c.notNull().defaultTo(0.5))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_created').on('media').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('media_usage')
      .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_usage_pk', ['media_id', 'item_key'])
      .execute();
    await db.schema.createIndex('media_usage_item').on('media_usage').column('item_key').execute();

    if (dialect === 'postgres') {
      await db.schema
        .createTable('media_files')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('data', 'bytea', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_files_pk', ['hash', 'width', 'format'])
        .execute();
    }
  };
}
