/**
 * A stand-in for S3-compatible object storage: s3rver on 127.0.0.1 on a free port, keeping its
 * objects in a fresh temporary folder, with one bucket made at start. Credentials `S3RVER` /
 * `S3RVER` (s3rver's own), path-style addresses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  /** The `STORAGE_S3_*` settings that point at it (platform/storage/storage-settings.ts). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** Starts s3rver with the bucket `bucket` (default `studio-files`). */
export async function startS3StandIn(bucket = 'studio-files'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
