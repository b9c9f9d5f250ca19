// What makes an office password acceptable (docs/office.md, "Passwords"): at least 12
// characters, not the username, and hard to guess as zxcvbn-ts judges it (score 3 or more) with
// its lists of common and leaked passwords, English words and names, shipped with the service
// (offline), the account's username and name counted as known to an attacker. Every place that
// sets a password asks here.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

/** zxcvbn's 0–4: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

// Built on first use: the dictionaries take a moment to rank.
let factory: ZxcvbnFactory | null = null;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

export const passwordMessages = {
  tooShort: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `A password has at most ${PASSWORD_MAX_LENGTH} characters.`,
  username: 'A password must not contain your username.',
  common: 'This password is on the lists of passwords most often used or leaked. Choose another.',
  guessable: 'This password is too easy to guess.',
  advice: 'Try a few unrelated words, or a longer phrase only you would think of.',
} as const;

/** Whether at least half the password is one entry of the common and leaked passwords' list (possibly reversed or in l33t). */
function onCommonList(result: ZxcvbnResult, password: string): boolean {
  return result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common' && match.token.length * 2 >= password.length);
}

/** Why a new password is refused, in words, or null. `userInputs`: the username and the person's name. */
export function passwordProblem(password: string, userInputs: string[]): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lowered = password.toLowerCase();
  const [username] = userInputs;
  if (username && username.length >= 2 && lowered.includes(username.toLowerCase())) return passwordMessages.username;
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s._-]+/)]).filter((input) => input.length >= 2);
  const result = estimator().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  if (onCommonList(result, password)) return passwordMessages.common;
  const warning = result.feedback.warning ? ` ${result.feedback.warning.replace(/\.?$/, '.')}` : '';
  return `${passwordMessages.guessable}${warning} ${passwordMessages.advice}`;
}
