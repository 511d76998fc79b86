import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 8 random characters of [0-9a-z]: 2.8e12 values, so clashes are rare and retried. */
export function newSightingId(): string {
  let id = '';
  for (let index = 0; index < 8; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
