/**
 * The classes the customer signed up for over the last 12 months, for My activity (seed 000 §2,
 * seed 001 §9 "profile class history 12 months back"): CONTRACT §5 "Profile history call",
 * GET /class-signups?user=&startDate=<first day of the month 11 months ago>&endDate=<last day of
 * this month>&populate[]=class&populate[]=class.class_type (active signups only).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ClassSignup } from '@studio/contract/class-signups';
import { api } from '../../../shared/api/client.ts';
import { activityRange } from '../lib/activity.ts';

/** A signup with its class populated: only the class date is read. */
const HistorySignup = z.extend(ClassSignup, {
  class: z.union([z.number(), z.looseObject({ id: z.number(), date: z.string() })]),
});
const HistorySignups = z.array(HistorySignup);

export const activityQuery = (userId: number, today: string) => {
  const { startDate, endDate } = activityRange(today);
  return queryOptions({
    queryKey: ['class-signups', 'history', { userId, startDate, endDate }],
    queryFn: async ({ signal }) => {
      const signups = await api.get('/class-signups', HistorySignups, {
        query: { user: userId, startDate, endDate, populate: ['class', 'class.class_type'] },
        signal,
      });
      return signups.flatMap((signup) =>
        typeof signup.class === 'object' ? [signup.class.date] : [],
      );
    },
  });
};

/** Class dates (`YYYY-MM-DD`) of the customer's signups in the range; empty while loading. */
export const useActivityDates = (userId: number, today: string, enabled: boolean) =>
  useQuery({ ...activityQuery(userId, today), enabled });
