/** One class with the booking flags, for the dialog: GET /classes?id=<id> (CONTRACT §4, wrapped). */
import { queryOptions } from '@tanstack/react-query';
import { ClassesResponse, type Class } from '@studio/contract/classes';
import { api } from '../../../shared/api/client.ts';
import { customerClassPopulate } from '@studio/contract/class-populate';

/** `userId` 0 for a visitor: the per-user flags differ by who asks. Resolves `null` if not found. */
export function classQuery(classId: number, userId: number) {
  return queryOptions({
    queryKey: ['classes', 'one', classId, { userId }],
    queryFn: async ({ signal }): Promise<Class | null> => {
      const response = await api.get('/classes', ClassesResponse, {
        query: { id: classId, populate: [...customerClassPopulate, 'class_series_types'] },
        signal,
      });
      return response.classes[0] ?? null;
    },
    staleTime: 30_000,
  });
}
