/**
 * Free things are not sold through the cart (seed 001 §4 "Free class pass or class series (price
 * 0): created directly and a confirmation dialog shows"): POST /class-passes and POST /class-series
 * (CONTRACT §9), for the logged-in customer only.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassPassRecord, ClassSeries } from '@studio/contract/catalogue';
import { api } from '../../../shared/api/client.ts';

export type FreeItem =
  | { item_type: 'class_pass_type'; item_id: number }
  | { item_type: 'class_series_type'; item_id: number };

/** Creates the free pass or series for `user`; the profile and catalogue queries refresh. */
export async function createFreeItem(user: number, item: FreeItem): Promise<void> {
  await (item.item_type === 'class_pass_type'
    ? api.post('/class-passes', ClassPassRecord, {
        body: { user, class_pass_type: item.item_id },
      })
    : api.post('/class-series', ClassSeries, {
        body: { user, class_series_type: item.item_id },
      }));
}

/** `mutate({ user, item })`; refusals land in `error` (a 403 when it is not free after all). */
export function useCreateFreeItem({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, item }: { user: number; item: FreeItem }) => createFreeItem(user, item),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['session'] });
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      onSuccess?.();
    },
  });
}
