/** The 429 text when a login, signup or password reset is tried too often (issue 10 defect 11). */
import type { Texts } from './locale.ts';

export const tooManyAttempts: Texts = {
  da: 'For mange forsøg. Prøv igen om {minutes} min.',
  en: 'Too many attempts. Please try again in {minutes} min.',
  nb: 'For mange forsøk. Prøv igjen om {minutes} min.',
};
