import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OwnerKind } from '../db/schema';
import type { AcceptedFile } from '../storage/uploads';

/** Stores a submission's accepted files, in the caller's transaction. */
export async function insertFiles(trx: Transaction<Database>, owner: { kind: OwnerKind; id: string }, files: AcceptedFile[], createdAt: string): Promise<void> {
  if (files.length === 0) return;
  await trx
    .insertInto('stored_files')
    .values(files.map((f) => ({ id: f.id, owner_kind: owner.kind, owner_id: owner.id, field: f.field, original_name: f.name, content_type: f.contentType, size: f.size, data: f.bytes, created_at: createdAt })))
    .execute();
}

export interface FileInfo {
  id: string;
  field: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** A submission's files, without their bytes. */
export async function listFiles(db: Kysely<Database>, ownerId: string): Promise<FileInfo[]> {
  const rows = await db.selectFrom('stored_files').select(['id', 'field', 'original_name', 'content_type', 'size']).where('owner_id', '=', ownerId).orderBy('field').orderBy('original_name').execute();
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/** One file with its bytes, for a download. */
export async function readStoredFile(db: Kysely<Database>, id: string) {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}
