import 'server-only';
import { APIError } from 'better-auth/api';
import { auth } from './instance';

/**
 * How many of the user's two-factor backup codes are unused, or null when they have none (two-factor off). Better
 * Auth keeps them encrypted in the user's `twoFactor` row and takes each out as it is used; `viewBackupCodes` is its
 * server-only reader (never an HTTP route). Only the count leaves here: the codes are shown once, when made.
 */
export async function backupCodesLeft(userId: string): Promise<number | null> {
  try {
    const { backupCodes } = await (await auth()).api.viewBackupCodes({ body: { userId } });
    return backupCodes.length;
  } catch (error) {
    if (error instanceof APIError) return null; // no two-factor row, or none readable
    throw error;
  }
}
