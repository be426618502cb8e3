/**
 * The customer's class passes and memberships valid for a type on a date (CONTRACT §12 GET
 * /appointments/access-items-valid-for-appointment; seed 001 §7): the confirm step's "use …"
 * choices. A provider without the call (404) reads as none: the purchase choices remain.
 */
import { queryOptions } from '@tanstack/react-query';
import { AccessItemsForAppointment } from '@studio/contract/appointments';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';

const none: AccessItemsForAppointment = { memberships: [], class_passes: [] };

/** Items of user `userId` valid for type `typeId` on `date` (`YYYY-MM-DD`, Copenhagen). */
export const accessItemsQuery = (userId: number, typeId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'access-items', { userId, typeId, date }],
    queryFn: ({ signal }) =>
      unlessMissing(
        api.get('/appointments/access-items-valid-for-appointment', AccessItemsForAppointment, {
          query: { user: userId, appointment_type: typeId, date },
          signal,
        }),
        none,
      ),
    staleTime: 0,
  });
