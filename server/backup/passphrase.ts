import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { site } from '@/content/site';

/**
 * The guesses (as a power of ten) a BACKUP_KEY passphrase must be estimated to need. A stolen archive is attacked
 * offline, as long as the thief likes, and each guess costs one run of age's scrypt (work factor 2^18: about 1 s and
 * 256 MB on one core): 10^12 guesses take 10,000 cores three years. zxcvbn's own top score (4, "strong protection
 * from an offline slow-hash scenario") starts at 10^10, which the same cores get through in under two weeks.
 */
export const MIN_GUESSES_LOG10 = 12;

/** What zxcvbn found, in our words: the warnings it gives for the patterns a cracker tries first. */
const REASONS: Record<string, string> = {
  simpleRepeat: 'it repeats a character',
  extendedRepeat: 'it repeats a word or a run of characters',
  sequences: 'it is a sequence, such as abcd or 1234',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern on the keyboard',
  recentYears: 'it leans on a recent year',
  dates: 'it leans on a date',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a common password',
  similarToCommon: 'it is close to a common password',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is made of names',
  commonNames: 'it is made of common names',
  userInputs: "it is made of the site's own name or words like backup and key",
};

let estimator: ZxcvbnFactory | undefined;

/**
 * Why a passphrase is too easy to guess, or null when it is not: zxcvbn (the `@zxcvbn-ts` port of Dropbox's
 * estimator, with its common passwords, diceware list, keyboard layouts and English words and names) estimates the guesses a cracker needs,
 * counting the site's own name and the words a person would reach for here as known to the attacker.
 */
export function passphraseWeakness(passphrase: string): string | null {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs });
  const result = estimator.check(passphrase, [site.brand, 'navyug', 'backup', 'backups', 'key', 'secret', 'passphrase', 'password', 'admin']);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  const reason = (result.feedback.warning && REASONS[result.feedback.warning]) || 'it has too little randomness in it';
  return `${reason} (an estimated 10^${Math.floor(result.guessesLog10)} guesses find it; at least 10^${MIN_GUESSES_LOG10} are needed)`;
}
