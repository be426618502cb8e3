/**
 * What every file store offers (file-store.ts picks one): keys are `/`-separated paths of safe
 * segments (`images/<name>`, `videos/<studio>/<media>/<file>`).
 */
/** A stored file: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Stores `bytes` under `key`, replacing what was there; a reader never sees half of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing one is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The names (last segments) of the files directly under the folder `prefix` (no `/` at the end). */
  list(prefix: string): Promise<string[]>;
  /**
   * The local folder that holds the keys under `prefix`, for tools that write folders themselves
   * (ffmpeg): a path on the disk store, null on object storage (write elsewhere, then `put`).
   */
  localFolder(prefix: string): string | null;
}

/** A key: segments of letters, digits, `_`, `-` and `.`, none of them `.` or `..`. */
export function checkKey(key: string): string[] {
  const segments = key.split('/');
  if (!segments.every((s) => /^[\w.-]{1,128}$/.test(s) && s !== '.' && s !== '..'))
    throw new Error(`not a storage key: ${key}`);
  return segments;
}
