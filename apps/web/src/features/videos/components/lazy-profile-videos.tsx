/**
 * My profile's video cards, loaded after the profile has shown (their code, the modal and the
 * `videos` texts are not on the profile's own chunk). Nothing shows until they are ready.
 */
import { lazy, Suspense } from 'react';

const ProfileVideos = lazy(async () => ({
  default: (await import('./profile-videos.tsx')).ProfileVideos,
}));

export function LazyProfileVideos({ userId }: { userId: number }) {
  return (
    <Suspense fallback={null}>
      <ProfileVideos userId={userId} />
    </Suspense>
  );
}
