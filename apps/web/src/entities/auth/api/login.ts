/** POST /login (CONTRACT §3; seed 000 §4 login success). */
import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginBody } from '@studio/contract/auth';
import { api } from '../../../shared/api/client.ts';
import { startSession } from '../../../shared/session/start-session.ts';

export interface LoginInput extends LoginBody {
  remember: boolean;
}

/**
 * Logs in and starts the session. Refusals: `E_LOGIN_FAILED` (wrong email or password) and
 * `E_USER_IS_NOT_CUSTOMER`, as `ApiRefusal`s in `mutation.error`.
 */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: ({ email, password }: LoginInput) =>
      api.post('/login', LoginResponse, { body: { email, password } }),
    onSuccess: ({ user, token }, { remember }) => {
      startSession(user, token, remember);
      onSuccess();
    },
  });
}
