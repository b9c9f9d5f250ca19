// Comparing a secret or personal value with what was sent, in constant time: both are hashed
// first, so neither the length nor how much of it matched shows in the time the answer takes.
import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 of `text`, as compared (precomputed once for a fixed expected value). */
export const textDigest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether `sent` is `expected`, in constant time. */
export const sameText = (sent: string, expected: string): boolean => timingSafeEqual(textDigest(sent), textDigest(expected));
