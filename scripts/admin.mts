// Admin users from the command line (there is no sign-up page or endpoint):
//   npm run admin -- create-user EMAIL [--role editor]   password from stdin when piped, else asked twice without
//                                           echo; an owner unless --role editor
//   npm run admin -- set-role EMAIL owner|editor         takes effect on the user's next request
//   npm run admin -- reset-password EMAIL   the same; ends the user's sessions
//   npm run admin -- reset-two-factor EMAIL turns two-factor off (a lost phone); ends the user's sessions
//   npm run admin -- list-users
//   npm run admin -- delete-user EMAIL      ends the user's sessions too
//   npm run admin -- export-person EMAIL FILE   everything stored about an address, as one ZIP (a privacy request)
//   npm run admin -- erase-person EMAIL         erases all of it (asks for the address again on a terminal)
// Uses the same settings as the server (DATA_DIR, DATABASE_URL) and applies migrations first, so it works
// on a fresh data folder. Run through tsx (package.json) because it shares the server's TypeScript modules.
import { createAuth } from '../server/auth/auth';
import { checkRole, createUser, deleteUser, listUsers, resetPassword, resetTwoFactor, setRole, UserError } from '../server/auth/users';
import { config } from '../server/config';
import { database } from '../server/db/client';
import { writeFileSync } from 'node:fs';
import { audit } from '../server/repositories/audit';
import { erasePrivacyData, exportPrivacyData, findPrivacyData } from '../server/privacy/requests';

const USAGE = `Usage: npm run admin -- <command>
  create-user EMAIL [--role editor]
                         make an admin user (password from stdin, or asked for): an owner (everything),
                         or an editor (content and media only)
  set-role EMAIL owner|editor
                         change a user's role (from their next request)
  reset-password EMAIL   set a new password and end the user's sessions
  reset-two-factor EMAIL turn two-factor off (a lost phone) and end the user's sessions
  list-users             list the admin users
  delete-user EMAIL      remove the user and end their sessions
  export-person EMAIL FILE   write everything stored about an address to FILE (a ZIP)
  erase-person EMAIL     erase everything stored about an address`;

const [command, ...args] = process.argv.slice(2);
const { role, positional } = takeRole(args);
const [email, ...rest] = positional;
/** Extra arguments each command takes after EMAIL. */
const EXTRA: Record<string, number> = { 'export-person': 1, 'set-role': 1 };

/** create-user's one option, `--role editor` or `--role=editor`, taken out of the arguments wherever it stands. */
function takeRole(list: string[]): { role: string | undefined; positional: string[] } {
  const at = list.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at === -1) return { role: undefined, positional: list };
  const inline = list[at].startsWith('--role=');
  const value = inline ? list[at].slice('--role='.length) : (list[at + 1] ?? '');
  return { role: value, positional: [...list.slice(0, at), ...list.slice(at + (inline ? 1 : 2))] };
}

async function main(): Promise<number> {
  if (!command || ['-h', '--help', 'help'].includes(command)) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const needsEmail = ['create-user', 'set-role', 'reset-password', 'reset-two-factor', 'delete-user', 'export-person', 'erase-person'].includes(command);
  const known = ['create-user', 'set-role', 'reset-password', 'reset-two-factor', 'delete-user', 'list-users', 'export-person', 'erase-person'].includes(command);
  if (!known || (needsEmail && !email) || rest.length !== (EXTRA[command] ?? 0) || (role !== undefined && command !== 'create-user')) {
    console.error(USAGE);
    return 2;
  }
  const db = await database();
  try {
    const auth = await createAuth(db);
    const log = (action: string, target: string, detail?: string) => audit(db.kysely, { actor: 'cli', action, target: `user:${target}`, detail });
    switch (command) {
      case 'create-user': {
        if (role !== undefined) checkRole(role); // before the password is asked for
        const user = await createUser(auth, email, await readPassword(true), role);
        await log('user.create', user.email, `role: ${user.role}`);
        console.log(`Created ${user.email} (${user.role}). They can sign in at /admin/login.`);
        break;
      }
      case 'set-role': {
        const user = await setRole(auth, email, rest[0]);
        if (user.from === null) {
          console.log(`${user.email} is an ${user.role} already: nothing changed.`);
          break;
        }
        await log('user.set-role', user.email, `${user.from} → ${user.role}`);
        console.log(`${user.email} is now an ${user.role} (was an ${user.from}), from their next request.`);
        break;
      }
      case 'reset-password': {
        const user = await resetPassword(auth, email, await readPassword(true));
        await log('user.reset-password', user.email);
        console.log(`New password set for ${user.email}; their sessions have ended.`);
        break;
      }
      case 'reset-two-factor': {
        const user = await resetTwoFactor(auth, email);
        await log('user.reset-two-factor', user.email);
        console.log(`Two-factor is off for ${user.email} and their sessions have ended. They sign in with their password alone and can turn it on again from /admin/account.`);
        break;
      }
      case 'delete-user': {
        const user = await deleteUser(auth, email);
        await log('user.delete', user.email);
        console.log(`Deleted ${user.email}; their sessions have ended.`);
        break;
      }
      case 'export-person': {
        const exported = await exportPrivacyData(db.kysely, email);
        if (!exported) throw new UserError(`Nothing is stored about ${email}.`);
        try {
          writeFileSync(rest[0], exported.zip, { mode: 0o600, flag: 'wx' }); // personal data: this user only, never over a file
        } catch (error) {
          throw new UserError((error as NodeJS.ErrnoException).code === 'EEXIST' ? `${rest[0]} exists already: choose another name.` : `Cannot write ${rest[0]}: ${(error as Error).message}`);
        }
        await audit(db.kysely, { actor: 'cli', action: 'privacy.export', detail: `${exported.summary.submissions.length} submissions, ${exported.summary.files.length} files` });
        console.log(`Wrote ${rest[0]}: ${exported.summary.submissions.length} submissions and ${exported.summary.files.length} files (${exported.zip.byteLength} bytes).`);
        break;
      }
      case 'erase-person': {
        const found = await findPrivacyData(db.kysely, email);
        if (found.submissions.length === 0) throw new UserError(`Nothing is stored about ${email}.`);
        console.log(`${found.submissions.length} submissions (${found.submissions.map((s) => s.reference).join(', ')}) and ${found.files.length} files are stored about ${email}.`);
        if (process.stdin.isTTY && (await prompt('Type the address again to erase all of it: ', true)).trim().toLowerCase() !== email.trim().toLowerCase()) {
          throw new UserError('The address differs: nothing was erased.');
        }
        const erased = await erasePrivacyData(db, config.dataDir, email, { actor: 'cli' });
        console.log(`Erased ${erased.submissions} submissions, ${erased.files} files, ${erased.notes} notes, ${erased.mails} e-mails, ${erased.consentRecords} consent records and ${erased.webhookDeliveries} webhook deliveries; the address and name were taken out of ${erased.auditEntriesAnonymised} audit log entries.`);
        break;
      }
      case 'list-users': {
        const users = await listUsers(auth);
        if (users.length === 0) console.log('No users yet. Make one with: npm run admin -- create-user EMAIL');
        for (const user of users) console.log(`${user.email}\t${user.role}\tcreated ${user.createdAt.toISOString().slice(0, 10)}${user.twoFactor ? '\ttwo-factor on' : ''}`);
        break;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof UserError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.kysely.destroy();
  }
}

/** The password: the first line of stdin when it is piped; on a terminal, typed twice without echo. */
async function readPassword(confirm: boolean): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await prompt('Password (12 characters or more): ');
  if (confirm && (await prompt('The same password again: ')) !== first) throw new UserError('The two passwords differ: nothing was changed.');
  return first;
}

/** A line typed on the terminal, without echo unless `echo` (an address may be shown; a password never is). */
function prompt(question: string, echo = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (key === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          return reject(new UserError('Cancelled: nothing was changed.'));
        }
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else if (key >= ' ') {
          typed += key;
          if (echo) process.stdout.write(key);
        }
      }
    };
    stdin.on('data', onData);
  });
}

// The event loop empties with main() unsettled only when it waits for something that can never come (a query
// queued behind a transaction on SQLite's single connection): without this the process would exit 0 in silence.
process.on('beforeExit', () => {
  console.error('Error: the command stopped before it finished; check the result before trusting it.');
  process.exit(1);
});

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Error: ${(error as Error)?.message ?? error}`);
    process.exit(1);
  },
);
