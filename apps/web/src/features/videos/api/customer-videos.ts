/**
 * The customer's side of the library (seed 001 §3 "Customer video settings", §5; CONTRACT §3
 * "User settings", §13): what they hold that may give access to all videos, their video settings
 * (GET/POST /users/{id}/settings, our design: a provider without it answers 404, read as "none"),
 * and for My profile their video groups and recommended videos (`populate[]=recommended_videos`,
 * design, dropped when a provider refuses it).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { UserSettings } from '@studio/contract/account';
import { VideoGroup, VideoList } from '@studio/contract/videos';
import { api } from '../../../shared/api/client.ts';
import { unlessMissing } from '../../../shared/api/design-calls.ts';
import { getWithPopulate } from './lenient-get.ts';

const Holdings = z.looseObject({
  memberships: z.optional(z.nullable(z.array(z.looseObject({})))),
  class_passes: z.optional(z.nullable(z.array(z.looseObject({})))),
});

/** The own memberships and class passes with their types (for `access_all_videos`). */
export const videoAccessQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'video-access'],
    queryFn: ({ signal }) =>
      api.get(`/users/${userId}`, Holdings, {
        query: {
          populate: [
            'memberships',
            'memberships.membership_type',
            'class_passes',
            'class_passes.class_pass_type',
          ],
        },
        signal,
      }),
  });

/** The own video settings; `null` from a provider that has no settings route. */
export const userSettingsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'settings'],
    queryFn: ({ signal }) =>
      unlessMissing(api.get(`/users/${userId}/settings`, UserSettings, { signal }), null),
  });

/**
 * Saves the chosen filter values (`video_preferences.filter_value_ids`), or only that the dialog
 * was seen (`filterValueIds` undefined), with the time it was opened: now.
 */
export function useSaveVideoPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filterValueIds: number[] | undefined) =>
      unlessMissing(
        api.post(`/users/${userId}/settings`, UserSettings, {
          body: {
            ...(filterValueIds && { video_preferences: { filter_value_ids: filterValueIds } }),
            video_preferences_dialog_last_opened_at: Date.now(),
          },
        }),
        null,
      ),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(userSettingsQuery(userId).queryKey, settings);
    },
  });
}

const MyVideos = z.looseObject({
  video_groups_that_customer_can_access: z.optional(z.nullable(z.array(VideoGroup))),
  recommended_videos: z.optional(z.nullable(VideoList)),
});

/** The customer's video groups and recommended videos, for My profile. */
export const myVideosQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'videos'],
    queryFn: ({ signal }) =>
      getWithPopulate(
        `/users/${userId}`,
        MyVideos,
        ['video_groups_that_customer_can_access', 'recommended_videos'],
        {},
        signal,
      ),
  });
