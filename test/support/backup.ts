// Reading and writing backup archives as `npm run backup` does (a gzipped tar encrypted with age), with the same
// libraries: what a test finds in one is what anyone holding the file and the key would find.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import * as tar from 'tar';

/** The first line of every age file. */
export const AGE_HEADER = 'age-encryption.org/v1\n';

/** A new X25519 identity (AGE-SECRET-KEY-1…) for BACKUP_KEY. */
export const newBackupKey = (): Promise<string> => generateIdentity();

/** The public key (age1…) of an identity. */
export const publicKeyOf = (identity: string): Promise<string> => identityToRecipient(identity);

export const isAgeFile = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, AGE_HEADER.length)).toString('latin1') === AGE_HEADER;

/** The archive's gzipped tar: decrypted with `key` (an identity or a passphrase), or the file as it is when not age. */
export async function archiveTarball(file: string, key: string): Promise<Buffer> {
  const bytes = readFileSync(file);
  if (!isAgeFile(bytes)) return bytes;
  const decrypter = new Decrypter();
  if (key.startsWith('AGE-SECRET-KEY-')) decrypter.addIdentity(key);
  else decrypter.addPassphrase(key);
  return Buffer.from(await decrypter.decrypt(bytes));
}

/** Unpacks the archive into `into` (manifest.json, database/…, files/…). */
export async function unpackArchive(file: string, key: string, into: string): Promise<void> {
  mkdirSync(into, { recursive: true });
  const tarball = path.join(into, '..', `${path.basename(into)}.tar.gz`);
  writeFileSync(tarball, await archiveTarball(file, key));
  tar.x({ file: tarball, cwd: into, sync: true });
}

/** Packs `from` (as unpackArchive left it) into an archive at `file`, encrypted to `key` when `encrypted`. */
export async function packArchive(from: string, file: string, key: string, encrypted = true): Promise<void> {
  const tarball = `${file}.tar.gz`;
  tar.c({ file: tarball, cwd: from, gzip: true, portable: true, sync: true }, ['manifest.json', 'database', 'files']);
  const bytes = readFileSync(tarball);
  if (!encrypted) return writeFileSync(file, bytes);
  const encrypter = new Encrypter();
  encrypter.addRecipient(await identityToRecipient(key));
  writeFileSync(file, await encrypter.encrypt(bytes));
}
