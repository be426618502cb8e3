/**
 * E-mail confirmation calls (CONTRACT §3 "Email confirmation", design; seed 000 §2, §4): confirm
 * with the link's e-mail and token, and resend the welcome e-mail with a fresh link. Public.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { OkAnswer, type ConfirmEmailBody } from '@studio/contract/account';
import { emailConfirmationLink } from '../../../entities/auth/lib/email-confirmation-link.ts';
import { api } from '../../../shared/api/client.ts';

/**
 * POST /confirm-email-with-token, as a query so the page asks once however often it renders.
 * `OK`, or the refusals `E_TOKEN_NOT_FOUND`, `E_TOKEN_EXPIRED`.
 */
export const confirmEmailQuery = (body: ConfirmEmailBody) =>
  queryOptions({
    queryKey: ['confirm-email', body.email, body.token],
    queryFn: () => api.post('/confirm-email-with-token', OkAnswer, { body }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /confirm-email-resend-welcome-email: `OK`, or `E_EMAIL_NOT_FOUND`. */
export function useResendWelcomeEmail(onSent: () => void) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/confirm-email-resend-welcome-email', OkAnswer, {
        body: { email, emailConfirmationLink: emailConfirmationLink() },
      }),
    onSuccess: onSent,
  });
}
