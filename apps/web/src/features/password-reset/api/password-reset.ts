/**
 * The three password reset calls (CONTRACT §3 "Password reset"; seed 000 §2 reset password).
 * All public; each answers `OK` or a refusal: `E_EMAIL_NOT_FOUND`, `E_INVALID_TOKEN`,
 * `E_TOKEN_EXPIRED`, `E_PASSWORD_TOO_WEAK` (the extended forms carry the studio's own texts).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  OkAnswer,
  type PasswordResetCheckTokenBody,
  type PasswordResetSetPasswordBody,
} from '@studio/contract/account';
import { api } from '../../../shared/api/client.ts';
import { runtimeConfig } from '../../../shared/api/config.ts';

/**
 * The link the e-mail carries: this site's set-new-password page, `{email}` and `{token}` filled
 * in by the server. A studio chosen with `?clientId=` keeps it, since the link opens a new tab.
 */
export function setNewPasswordLink(origin = window.location.origin): string {
  const { clientId } = runtimeConfig();
  return `${origin}/reset-password/{email}/{token}${clientId ? `?clientId=${clientId}` : ''}`;
}

/** POST /password-reset-send-token: mails a link valid one hour; only the newest link works. */
export function useSendResetLink(onSent: (email: string) => void) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/password-reset-send-token', OkAnswer, {
        body: { email, setNewPasswordLink: setNewPasswordLink() },
      }),
    onSuccess: (_ok, email) => onSent(email),
  });
}

/** POST /password-reset-check-token, as a query: the page asks once, before showing the form. */
export const resetTokenQuery = (body: PasswordResetCheckTokenBody) =>
  queryOptions({
    queryKey: ['password-reset', 'check', body.email, body.token],
    queryFn: () => api.post('/password-reset-check-token', OkAnswer, { body }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST /password-reset-set-password-with-token: the link is used up once it succeeds. */
export function useSetNewPassword(onDone: () => void) {
  return useMutation({
    mutationFn: (body: PasswordResetSetPasswordBody) =>
      api.post('/password-reset-set-password-with-token', OkAnswer, { body }),
    onSuccess: onDone,
  });
}
