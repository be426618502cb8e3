/**
 * What the customer may buy to attend a class (seed 000 §2, §7; CONTRACT §9): the class (for its
 * class type, name and time) from GET /classes?id=, then POST /class-types/{id}/purchase-options
 * with the attendance type (a waiting list counts as class) and the seats needed. That call is our
 * design ([MISSING]): a provider without it answers 404, read as `null` (the page then points to
 * Prices).
 */
import { queryOptions } from '@tanstack/react-query';
import type { AttendanceType } from '@studio/contract/class-signups';
import { PurchaseOptions } from '@studio/contract/catalogue';
import { getClasses } from '../../../entities/class/api/get-classes.ts';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';

/** The class with its class type; `null` when it does not exist (any more). */
export const classForPurchaseQuery = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'one', classId, 'class_type'],
    queryFn: async ({ signal }) =>
      (await getClasses({ id: classId }, ['class_type'], signal))[0] ?? null,
    staleTime: 60_000,
  });

/** Membership types and class pass types that give `user` access for `seats` seats, or `null`. */
export const purchaseOptionsQuery = (
  classTypeId: number,
  user: number,
  attendanceType: AttendanceType,
  seats: number,
) =>
  queryOptions({
    queryKey: ['catalogue', 'purchase-options', classTypeId, { user, attendanceType, seats }],
    queryFn: ({ signal }) =>
      unlessMissing(
        api.post(`/class-types/${classTypeId}/purchase-options`, PurchaseOptions, {
          body: {
            user,
            attendanceType: attendanceType === 'class_waiting_list' ? 'class' : attendanceType,
            requiredNumberOfSeats: seats,
          },
          signal,
        }),
        null,
      ),
    staleTime: 30_000,
  });
