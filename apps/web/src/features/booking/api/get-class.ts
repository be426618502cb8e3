/** One class with the booking flags, for the dialog: GET /classes?id=<id> (CONTRACT §4, wrapped). */
import { queryOptions } from '@tanstack/react-query';
import type { Class } from '@studio/contract/classes';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { getClasses } from '../../../entities/class/api/get-classes.ts';

/** `userId` 0 for a visitor: the per-user flags differ by who asks. Resolves `null` if not found. */
export function classQuery(classId: number, userId: number) {
  return queryOptions({
    queryKey: ['classes', 'one', classId, { userId }],
    queryFn: async ({ signal }): Promise<Class | null> => {
      const populate = [...customerClassPopulate, 'class_series_types'];
      const classes = await getClasses({ id: classId }, populate, signal);
      return classes[0] ?? null;
    },
    staleTime: 30_000,
  });
}
