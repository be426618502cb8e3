/** POST /users, the signup (CONTRACT §3; seed 000 §4 signup success). */
import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type SignupBody } from '@studio/contract/auth';
import { api } from '../../../shared/api/client.ts';
import { startSession } from '../../../shared/session/start-session.ts';

/**
 * Creates the customer and logs them in (the token is kept in localStorage). Refusals:
 * `E_EMAIL_EXISTS` / `E_USER_EXISTS`, `E_PASSWORD_TOO_WEAK`, extended `validation`.
 */
export function useSignup({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: (body: SignupBody) => api.post('/users', LoginResponse, { body }),
    onSuccess: ({ user, token }) => {
      startSession(user, token, true);
      onSuccess();
    },
  });
}
