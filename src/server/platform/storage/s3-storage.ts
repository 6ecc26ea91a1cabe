import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { IMMUTABLE } from '../plugins/cache-control.ts';
import { contentTypeOf, isSafeKey, localPublicUrl, PUBLIC_PREFIX, STORAGE_CHECK_TIMEOUT_MS, type Storage, withinTimeout } from './storage.ts';

/** A private object is never cached by anything between the bucket and the role-checked route. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A request to the bucket that takes this long has failed (the SDK retries it within maxAttempts). */
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 2_000;

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Clave de archivo inválida: ${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver…) with the official SDK. Public
 * keys (`public/…`) carry immutable caching; the others carry `private, no-store` and stay private:
 * no ACL is set (buckets default to private, and ACL-less buckets refuse ACLs), so only a bucket
 * policy on `public/*` can expose anything, and only when S3_PUBLIC_URL is used (ADR 080).
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, data) {
      const isPublic = key.startsWith(PUBLIC_PREFIX);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(key),
          CacheControl: isPublic ? IMMUTABLE : PRIVATE_CACHE_CONTROL,
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0, ...(object.ETag ? { etag: object.ETag } : {}) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0, ...(head.ETag ? { etag: head.ETag } : {}) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3's DeleteObject answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    publicUrl(key) {
      const local = localPublicUrl(key);
      return config.publicUrl ? `${config.publicUrl}/${checkedKey(key)}` : local;
    },
    /** HeadBucket: reachable, the bucket exists and the keys are accepted. */
    check() {
      const signal = AbortSignal.timeout(STORAGE_CHECK_TIMEOUT_MS);
      return withinTimeout(client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal }), STORAGE_CHECK_TIMEOUT_MS);
    },
  };
}
