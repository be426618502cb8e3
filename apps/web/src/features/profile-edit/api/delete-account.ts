/**
 * DELETE /users/{id} (CONTRACT §3; seed 000 §4 profile deletion): the customer deletes their own
 * account where the studio allows it (`customer_can_destroy_own_account`, else 403). The session
 * then ends with the usual logout, and the caller goes to Login.
 */
import { useMutation } from '@tanstack/react-query';
import { OkAnswer } from '@studio/contract/account';
import { api } from '../../../shared/api/client.ts';
import { logout } from '../../../shared/session/end-session.ts';

/** Deletes user `userId`, logs out, then runs `onDeleted`. */
export function useDeleteAccount(userId: number, onDeleted: () => void) {
  return useMutation({
    mutationFn: async () => {
      await api.delete(`/users/${userId}`, OkAnswer);
      await logout();
    },
    onSuccess: onDeleted,
  });
}
