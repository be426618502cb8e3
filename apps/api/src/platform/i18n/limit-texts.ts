/**
 * The 429 text when something is tried too often (plugins/attempt-limits.ts): login, signup and
 * password reset (issue 10 defect 11), image uploads, checkout, gift card orders and typed codes
 * (issue 22).
 */
import type { Texts } from './locale.ts';

export const tooManyAttempts: Texts = {
  da: 'For mange forsøg. Prøv igen om {minutes} min.',
  en: 'Too many attempts. Please try again in {minutes} min.',
  nb: 'For mange forsøk. Prøv igjen om {minutes} min.',
};
