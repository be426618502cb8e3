/**
 * PUT /users/{id} (CONTRACT §3; seed 000 §2 profile edit): saves the own profile, or just a new
 * `image` id. Refusals: `E_EMAIL_EXISTS` (another profile has the e-mail), `E_PASSWORD_TOO_WEAK`,
 * extended `validation`. After saving, the session's user and My profile are fetched again.
 */
import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@studio/contract/auth';
import { User } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { currentUserQuery } from '../../../shared/session/session.ts';

/** Refetches every cached view of user `userId` (header, My profile, this page). */
export async function refreshUser(userId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQuery(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['users', userId] }),
  ]);
}

/** Saves `body` on user `userId`; `onSuccess(saved)` runs once the fresh profile is cached. */
export function useUpdateProfile(userId: number, onSuccess: (saved: User) => void) {
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api.put(`/users/${userId}`, User, { body }),
    onSuccess: async (saved) => {
      await refreshUser(userId);
      onSuccess(saved);
    },
  });
}
