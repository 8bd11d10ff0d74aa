// Passwords: argon2id through @node-rs/argon2 (a prebuilt binary, no compiler needed; the
// registry here carries the linux-x64-gnu build), with its defaults (19 MiB, 2 passes, the
// OWASP minimum for argon2id), about 15 ms a hash on the 2-core machines.
import { hash, verify } from '@node-rs/argon2';
import { msg } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

/**
 * At least 8 characters with a letter and a digit, only letters, digits and common
 * punctuation: the stricter of the spec's two readings (section 5) on every count.
 */
const PASSWORD_RULE =
  /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]{8,}$/;

/** The problems of a new password and its confirmation, as the form's field errors. */
export function newPasswordProblems(password: string, confirmPassword: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!PASSWORD_RULE.test(password)) {
    problems.push({ field: 'body.password', message: msg('password.rule') });
  }
  if (confirmPassword !== password) {
    problems.push({ field: 'body.confirmPassword', message: msg('password.mismatch') });
  }
  return problems;
}

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: ARGON2ID });

/**
 * A real hash to verify against when the account does not exist, so a wrong e-mail costs as
 * long as a wrong password and the time of an answer does not tell which accounts exist.
 */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('decoy password 0');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
