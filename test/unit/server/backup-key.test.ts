// BACKUP_KEY as server/backup/encryption.ts reads it: an age key always; a passphrase to make a backup only when it
// is long and hard to guess (zxcvbn's estimate, server/backup/passphrase.ts), since an archive holds the two-factor,
// share-link and webhook secrets and a stolen one is attacked offline; a restore still opens with a weaker one.
import { randomBytes } from 'node:crypto';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { describe, expect, it } from 'vitest';
import { backupKey } from '@/server/backup/encryption';
import { MIN_GUESSES_LOG10, passphraseWeakness } from '@/server/backup/passphrase';

const refusal = (key: string) => {
  try {
    backupKey(key, 'backup');
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('BACKUP_KEY', () => {
  it.each([
    ['aaaaaaaaaaaaaaaa', 'it repeats a character'],
    ['passwordpassword', 'it repeats a word or a run of characters'],
    ['hunter2hunter2hunter2', 'it repeats a word or a run of characters'],
    ['abcdefghijklmnop', 'it is a sequence, such as abcd or 1234'],
    ['1234567890123456', 'it is close to a common password'],
    ['qwertyuiopasdfgh', 'it is close to a common password'],
    ['Navyug@2025Navyug@2025', null],
    ['navyugbackupkey2025', null],
    // English words and names (@zxcvbn-ts/language-en): a sentence of common words is guessed like one word each
    ['sunshineprincess', null],
  ])('refuses the passphrase %j for a backup, saying why and how to make a good one', (key, reason) => {
    const message = refusal(key);
    expect(message).toMatch(/^BACKUP_KEY is a passphrase that is easy to guess: /);
    if (reason) expect(message).toContain(`easy to guess: ${reason} (an estimated 10^`);
    expect(message).toContain(`at least 10^${MIN_GUESSES_LOG10} are needed`);
    expect(message).toContain("A backup holds the site's secrets (two-factor, share-link and webhook secrets among them)");
    expect(message).toContain('`npm run backup -- --new-key`');
    expect(message).toContain('`openssl rand -base64 24`');
  });

  it('still refuses a passphrase under 16 characters by its length', () => {
    expect(refusal('hunter2')).toBe('BACKUP_KEY is a passphrase of 7 characters: use 16 or more (e.g. `openssl rand -base64 24`), or an age key (`npm run backup -- --new-key`).');
  });

  it.each([
    ['openssl rand -base64 24', randomBytes(24).toString('base64')],
    ['16 random characters', 'xK9#mP2$vL7@nQ4!'],
    ['five unrelated words', 'zebra mango cliff orbit lamp'],
    ['a sentence of its own', 'a passphrase of sufficient length'],
  ])('accepts a strong passphrase (%s)', (_, key) => {
    expect(passphraseWeakness(key)).toBeNull();
    expect(backupKey(key, 'backup')).toEqual({ kind: 'passphrase', value: key });
  });

  it('accepts an age identity, for a backup and a restore, and its public key for a backup', async () => {
    const identity = await generateIdentity();
    expect(backupKey(identity, 'backup')).toEqual({ kind: 'identity', value: identity });
    expect(backupKey(`  ${identity}\n`, 'restore')).toEqual({ kind: 'identity', value: identity });
    const recipient = await identityToRecipient(identity);
    expect(backupKey(recipient, 'backup')).toEqual({ kind: 'recipient', value: recipient });
  });

  it('restores with a passphrase it would now refuse for a backup: an archive made before the check still opens', () => {
    expect(backupKey('aaaaaaaaaaaaaaaa', 'restore')).toEqual({ kind: 'passphrase', value: 'aaaaaaaaaaaaaaaa' });
  });
});
