// Admin users from the command line (there is no sign-up page or endpoint):
//   npm run admin -- create-user EMAIL      password from stdin when piped, else asked twice without echo
//   npm run admin -- reset-password EMAIL   the same; ends the user's sessions
//   npm run admin -- reset-two-factor EMAIL turns two-factor off (a lost phone); ends the user's sessions
//   npm run admin -- list-users
//   npm run admin -- delete-user EMAIL      ends the user's sessions too
// Uses the same settings as the server (DATA_DIR, DATABASE_URL) and applies migrations first, so it works
// on a fresh data folder. Run through tsx (package.json) because it shares the server's TypeScript modules.
import { createAuth } from '../server/auth/auth';
import { createUser, deleteUser, listUsers, resetPassword, resetTwoFactor, UserError } from '../server/auth/users';
import { database } from '../server/db/client';
import { audit } from '../server/repositories/audit';

const USAGE = `Usage: npm run admin -- <command>
  create-user EMAIL      make an admin user (password from stdin, or asked for)
  reset-password EMAIL   set a new password and end the user's sessions
  reset-two-factor EMAIL turn two-factor off (a lost phone) and end the user's sessions
  list-users             list the admin users
  delete-user EMAIL      remove the user and end their sessions`;

const [command, email, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  if (!command || ['-h', '--help', 'help'].includes(command)) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const needsEmail = ['create-user', 'reset-password', 'reset-two-factor', 'delete-user'].includes(command);
  if (!['create-user', 'reset-password', 'reset-two-factor', 'delete-user', 'list-users'].includes(command) || (needsEmail && !email) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const db = await database();
  try {
    const auth = await createAuth(db);
    const log = (action: string, target: string) => audit(db.kysely, { actor: 'cli', action, target: `user:${target}` });
    switch (command) {
      case 'create-user': {
        const user = await createUser(auth, email, await readPassword(true));
        await log('user.create', user.email);
        console.log(`Created ${user.email}. They can sign in at /admin/login.`);
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
      case 'list-users': {
        const users = await listUsers(auth);
        if (users.length === 0) console.log('No users yet. Make one with: npm run admin -- create-user EMAIL');
        for (const user of users) console.log(`${user.email}\tcreated ${user.createdAt.toISOString().slice(0, 10)}${user.twoFactor ? '\ttwo-factor on' : ''}`);
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

function prompt(question: string): Promise<string> {
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
        else if (key >= ' ') typed += key;
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
