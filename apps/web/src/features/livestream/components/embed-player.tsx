/**
 * The room's player for a streaming service's address (issue 25, `stream.type` `embed`): the
 * service's own player in a 16:9 frame, named by the class, allowed to autoplay, go full screen
 * and picture-in-picture. The page's CSP allows `frame-src https:`.
 */
interface Props {
  url: string;
  /** The frame's accessible name: the class type's name. */
  title: string;
}

export function EmbedPlayer({ url, title }: Props) {
  return (
    <div className="livestream-frame">
      <iframe
        src={url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
