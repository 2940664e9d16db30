import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import { BackupError } from './manifest';
import { passphraseWeakness } from './passphrase';

/**
 * A backup is encrypted as a whole in the age format (age-encryption.org/v1) with typage, the `age-encryption`
 * package by age's author: the same files the `age` command reads and writes, no crypto of our own. The key is
 * BACKUP_KEY, one of
 *   AGE-SECRET-KEY-1…  an X25519 identity: backups are encrypted to its public key, restores decrypt with it;
 *   age1…              a public key only: the server can write backups but not read them (restore elsewhere);
 *   anything else      a passphrase (age's scrypt, work factor 2^18: about 1.5 s and 260 MB once per file). To make a
 *                      backup it must be 16 characters or more and hard to guess (server/backup/passphrase.ts): an
 *                      archive holds the two-factor, share-link and webhook secrets, and a stolen one is attacked
 *                      offline. A restore skips the guessing check, so an archive made before it still opens.
 */
export const ENV = 'BACKUP_KEY';
/** What every age file starts with. */
export const AGE_HEADER = 'age-encryption.org/v1\n';
/** A passphrase is the whole of an attacker's work on a stolen archive: age asks for 8-10 random characters. */
export const MIN_PASSPHRASE = 16;

export type BackupKey = { kind: 'identity' | 'recipient' | 'passphrase'; value: string };

/** BACKUP_KEY, checked; a plain message when it is missing or cannot be one. */
export function backupKey(value: string | undefined, use: 'backup' | 'restore'): BackupKey {
  const key = value?.trim();
  if (!key) {
    throw new BackupError(
      use === 'backup'
        ? `${ENV} is not set: a backup holds the site's secrets (form, share-link, webhook and two-factor secrets) and is always encrypted. Set ${ENV} to an age key (make one with \`npm run backup -- --new-key\`) or a passphrase of ${MIN_PASSPHRASE} characters or more, and keep a copy of it away from the server: without it no backup can be restored.`
        : `${ENV} is not set: the archive is encrypted. Set ${ENV} to the key (AGE-SECRET-KEY-1…) or passphrase it was made with.`,
    );
  }
  if (/^AGE-SECRET-KEY-1[0-9A-Z]+$/.test(key)) return { kind: 'identity', value: key };
  if (/^age1[0-9a-z]+$/.test(key)) {
    if (use === 'restore') throw new BackupError(`${ENV} holds a public key (age1…), which can only encrypt: restoring needs the matching secret key (AGE-SECRET-KEY-1…).`);
    return { kind: 'recipient', value: key };
  }
  if (/^(AGE-SECRET-KEY-|age1)/i.test(key)) throw new BackupError(`${ENV} looks like an age key but is not a valid one (copy the whole AGE-SECRET-KEY-1… or age1… line).`);
  if ([...key].length < MIN_PASSPHRASE) throw new BackupError(`${ENV} is a passphrase of ${[...key].length} characters: use ${MIN_PASSPHRASE} or more (e.g. \`openssl rand -base64 24\`), or an age key (\`npm run backup -- --new-key\`).`);
  const weakness = use === 'backup' ? passphraseWeakness(key) : null;
  if (weakness) {
    throw new BackupError(
      `${ENV} is a passphrase that is easy to guess: ${weakness}. A backup holds the site's secrets (two-factor, share-link and webhook secrets among them), and a stolen archive can be tried offline for as long as the thief likes. Use an age key (\`npm run backup -- --new-key\`, advised) or a long random passphrase (\`openssl rand -base64 24\` prints one), and keep a copy of it away from the server.`,
    );
  }
  return { kind: 'passphrase', value: key };
}

/** A new X25519 identity and its public key, for `npm run backup -- --new-key`. */
export async function newKey(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateIdentity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** `plain` (e.g. tar's stream, a Minipass) encrypted to the key, as a stream of the age file. */
export async function encryptStream(plain: AsyncIterable<Uint8Array>, key: BackupKey): Promise<Readable> {
  const encrypter = new Encrypter();
  if (key.kind === 'passphrase') encrypter.setPassphrase(key.value);
  else encrypter.addRecipient(key.kind === 'identity' ? await identityToRecipient(key.value) : key.value);
  const encrypted = await encrypter.encrypt(Readable.toWeb(Readable.from(plain)) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
}

/**
 * The plaintext of an age file, as a stream. The header is checked before this resolves, so a wrong key, or a file
 * that is not an encrypted backup, is refused here, before anything is unpacked; a truncated or altered body
 * fails the stream later (each 64 KB chunk is authenticated).
 */
export async function decryptStream(encrypted: Readable, key: BackupKey, file: string): Promise<Readable> {
  const decrypter = new Decrypter();
  if (key.kind === 'passphrase') decrypter.addPassphrase(key.value);
  else decrypter.addIdentity(key.value);
  try {
    return Readable.fromWeb((await decrypter.decrypt(Readable.toWeb(encrypted) as ReadableStream<Uint8Array>)) as unknown as WebReadableStream<Uint8Array>);
  } catch (error) {
    encrypted.destroy();
    const message = (error as Error).message;
    if (/no identity matched/.test(message)) throw new BackupError(`${ENV} does not open ${file}: it was encrypted to another key or passphrase. Nothing was changed.`);
    if (/invalid version line|invalid header|unexpected end|EOF/i.test(message)) throw new BackupError(`${file} is not an encrypted backup made by \`npm run backup\` (no age header). Archives made before backups were encrypted (plain .tar.gz) hold sessions and secrets in the clear: restore one with the version of the site that made it. Nothing was changed.`);
    throw new BackupError(`${file} could not be decrypted (${message}). Nothing was changed.`);
  }
}
