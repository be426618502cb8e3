/**
 * A video's heart (seed 001 §5 Video, §7; CONTRACT §13): a favourite is removed
 * (DELETE /user-video-favorites/{userId}/{videoId}), another added
 * (POST /user-video-favorites/{userId} `{video}`); then the flag flips in every cached view of
 * that video, without asking for the list again.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Video } from '@studio/contract/videos';
import { api } from '../../../shared/api/client.ts';

function flip(queryClient: QueryClient, videoId: number, favorite: boolean) {
  const mark = (video: Video): Video =>
    video.id === videoId ? { ...video, is_user_favorite: favorite } : video;
  queryClient.setQueriesData<Video | Video[]>({ queryKey: ['videos'] }, (data) =>
    Array.isArray(data) ? data.map(mark) : data ? mark(data) : data,
  );
}

/** Toggles `video`'s favourite state for user `userId`. */
export function useToggleFavorite(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (video: Video) => {
      const favorite = !video.is_user_favorite;
      if (favorite)
        await api.post(`/user-video-favorites/${userId}`, null, { body: { video: video.id } });
      else await api.delete(`/user-video-favorites/${userId}/${video.id}`, null);
      return favorite;
    },
    onSuccess: (favorite, video) => flip(queryClient, video.id, favorite),
  });
}
