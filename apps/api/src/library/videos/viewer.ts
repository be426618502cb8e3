/** The viewer of a video answer, read from a request (CONTRACT §13: answers depend on the caller). */
import type { VideoViewer } from './serialize.ts';

interface ViewerRequest {
  client: { row: { id: number } };
  user: { id: number } | null;
  protocol: string;
  host: string;
}

/**
 * The caller (or a visitor) now, with what signs built-in play addresses: the app's token secret
 * and `<scheme>://<host>` of this API (as the livestream room signs its media).
 */
export function videoViewerOf(request: ViewerRequest, secret: Uint8Array): VideoViewer {
  return {
    clientId: request.client.row.id,
    userId: request.user?.id ?? null,
    now: Date.now(),
    media: { secret, apiBase: `${request.protocol}://${request.host}` },
  };
}
