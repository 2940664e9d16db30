import 'server-only';
import { sql, type Kysely } from 'kysely';

// Each admin user's role (lib/admin/roles.ts): a column of Better Auth's user table, declared to it as an additional
// field (server/auth/auth.ts), so its getSession returns the role with the user and its schema check finds the column.
// The default is the lesser role, as Better Auth's own default: a user made without saying is an editor. The users
// there are already were made when every user could do everything: they become owners, so nobody loses access.
// The CHECK keeps anything but the two roles out, whoever writes the row. Same statements on both engines.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .alterTable('user')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('editor').check(sql`role IN ('owner', 'editor')`))
      .execute();
    await sql`UPDATE "user" SET role = 'owner'`.execute(db);
  };
}
