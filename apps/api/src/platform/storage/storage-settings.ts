/**
 * The file storage settings (README "Settings"; settings.ts checks them at start): `DATA_DIR`
 * (default `<repo>/data`) for the disk, or `STORAGE_S3_BUCKET` with its `STORAGE_S3_*` companions
 * for S3-compatible object storage.
 */
import { join, resolve } from 'node:path';
import { repoRoot } from '../paths.ts';

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** `https://…` of an S3-compatible service (MinIO, R2, …); undefined for AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the AWS SDK's own chain (IAM role, `AWS_*`) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

export type StorageSettings = { kind: 'disk'; dataDir: string } | S3Settings;

type Env = Record<string, string | undefined>;

/** `DATA_DIR` as an absolute folder (default `<repo>/data`), whichever store is used. */
export const dataDirOf = (env: Env) => resolve(env.DATA_DIR ?? join(repoRoot, 'data'));

/** The storage settings, or the problems (one line each) that must stop the start. */
export function storageSettings(env: Env): StorageSettings | { problems: string[] } {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('STORAGE_S3_BUCKET');
  const others = [
    'STORAGE_S3_ENDPOINT',
    'STORAGE_S3_REGION',
    'STORAGE_S3_ACCESS_KEY_ID',
    'STORAGE_S3_SECRET_ACCESS_KEY',
    'STORAGE_S3_FORCE_PATH_STYLE',
  ].filter((name) => value(name));
  if (!bucket) {
    if (!others.length) return { kind: 'disk', dataDir: dataDirOf(env) };
    return {
      problems: [
        `${others.join(', ')} without STORAGE_S3_BUCKET: set the bucket too, or none of them`,
      ],
    };
  }
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `STORAGE_S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, ., -), not ${bucket}`,
    );
  const endpoint = value('STORAGE_S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    problems.push(
      `STORAGE_S3_ENDPOINT must be an address like https://s3.example.com, not ${endpoint}`,
    );
  const region = value('STORAGE_S3_REGION') ?? (endpoint ? 'us-east-1' : undefined);
  if (!region) problems.push('STORAGE_S3_REGION is required with AWS S3 (no STORAGE_S3_ENDPOINT)');
  const accessKeyId = value('STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = value('STORAGE_S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    problems.push(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together: set both, or neither',
    );
  const pathStyle = value('STORAGE_S3_FORCE_PATH_STYLE') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(pathStyle))
    problems.push(`STORAGE_S3_FORCE_PATH_STYLE must be 1 or 0, not ${pathStyle}`);
  if (problems.length) return { problems };
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: region!,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}
