import 'server-only';
import { getCurrentAdapter, runWithTransaction } from '@better-auth/core/context';
import { isRole, ROLES, type Role } from '@/lib/admin/roles';
import { z } from '@/lib/validation/zod';
import type { Auth } from './auth';
import { MIN_PASSWORD_LENGTH } from './auth';

/** A problem the command line reports in one sentence, without a stack. */
export class UserError extends Error {}

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('That is not an e-mail address.')).pipe(z.string().max(254));

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) throw new UserError(`The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > 128) throw new UserError('The password is too long: use at most 128 characters.');
}

function checkEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new UserError(`“${email}” is not an e-mail address.`);
  return parsed.data;
}

/**
 * Admin users, managed from the command line only (there is no sign-up). These use Better Auth's internal
 * adapter and its password hasher (scrypt), the way its own admin plugin does; the version is pinned in
 * package.json and test/integration/admin-cli.test.ts covers each call.
 */
/** The role named on the command line, or a UserError naming the roles there are. */
export function checkRole(role: string): Role {
  if (!isRole(role)) throw new UserError(`“${role}” is not a role: use ${ROLES.join(' or ')}.`);
  return role;
}

/** Makes a user with a password, an owner unless `role` says editor (lib/admin/roles.ts). */
export async function createUser(auth: Auth, rawEmail: string, password: string, rawRole = 'owner') {
  const email = checkEmail(rawEmail);
  const role = checkRole(rawRole);
  checkPassword(password);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new UserError(`A user with the e-mail ${email} exists already.`);
  const hash = await ctx.password.hash(password);
  // The user and its password account together or not at all (Better Auth's own transaction helper).
  const user = await runWithTransaction(ctx.adapter, async () => {
    const created = await ctx.internalAdapter.createUser({ email, name: email.split('@')[0], emailVerified: true, role }, { method: 'admin' });
    await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
    return created;
  });
  return { id: user.id, email, role };
}

async function find(auth: Auth, rawEmail: string) {
  const email = checkEmail(rawEmail);
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) throw new UserError(`There is no user with the e-mail ${email}.`);
  return { ctx, user: found.user };
}

/** Sets a new password and ends every session of that user. */
export async function resetPassword(auth: Auth, rawEmail: string, password: string) {
  checkPassword(password);
  const { ctx, user } = await find(auth, rawEmail);
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(user.id);
  return { id: user.id, email: user.email };
}

/**
 * For a lost phone: turns the user's two-factor sign-in off (their TOTP secret and backup codes are deleted) and
 * ends their sessions, so they sign in with the password alone and can turn it on again from /admin/account. What
 * the two-factor plugin's own disable does, without the password and session it asks for; in one transaction.
 */
export async function resetTwoFactor(auth: Auth, rawEmail: string) {
  const { ctx, user } = await find(auth, rawEmail);
  if (!(user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) throw new UserError(`${user.email} has no two-factor sign-in to reset.`);
  await runWithTransaction(ctx.adapter, async () => {
    // ctx.adapter itself would run outside the transaction: on SQLite's one connection, waiting for it forever.
    await (await getCurrentAdapter(ctx.adapter)).deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: user.id }] });
    await ctx.internalAdapter.updateUser(user.id, { twoFactorEnabled: false });
    await ctx.internalAdapter.deleteUserSessions(user.id);
  });
  return { id: user.id, email: user.email };
}

/**
 * Gives the user a role. It holds from their next request: every page, action and route reads the role with the
 * session from the database (server/auth/session.ts), so their sessions go on, with the new role's access.
 * `from` is null when the user had that role already (nothing changed).
 */
export async function setRole(auth: Auth, rawEmail: string, rawRole: string) {
  const role = checkRole(rawRole);
  const { ctx, user } = await find(auth, rawEmail);
  const from = roleOf(user);
  if (from === role) return { id: user.id, email: user.email, role, from: null };
  await ctx.internalAdapter.updateUser(user.id, { role });
  return { id: user.id, email: user.email, role, from };
}

const roleOf = (user: object): Role => {
  const role = (user as { role?: unknown }).role;
  return isRole(role) ? role : 'editor';
};

/** Removes the user with their sessions and accounts (Better Auth deletes those with the user). */
export async function deleteUser(auth: Auth, rawEmail: string) {
  const { ctx, user } = await find(auth, rawEmail);
  await ctx.internalAdapter.deleteUser(user.id);
  return { id: user.id, email: user.email };
}

export async function listUsers(auth: Auth) {
  const ctx = await auth.$context;
  const users = await ctx.internalAdapter.listUsers(1000, 0, { field: 'createdAt', direction: 'asc' });
  return users.map((u) => ({ email: u.email, role: roleOf(u), createdAt: new Date(u.createdAt), twoFactor: Boolean((u as { twoFactorEnabled?: boolean }).twoFactorEnabled) }));
}
