// The store in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...), chosen by configuration: each key under the
// service's prefix, objects private. Errors name the operation, bucket and key, never a credential.
import type * as S3Sdk from '@aws-sdk/client-s3';
import { FileStoreError, type FileStore } from './file-store';
import { checkedKey, contentTypeOf } from './keys';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph ...); AWS S3 when absent. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: what most self-hosted servers need. */
  forcePathStyle?: boolean;
  /** Without them the SDK's default chain applies (instance or pod role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key: `accounts/` keeps one service's files apart from another's in a shared bucket. */
  prefix?: string;
}

export type S3FileStore = FileStore & {
  /** Closes the client's connections (on shutdown). */
  close(): void;
};

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;

export function createS3FileStore(options: S3FileStoreOptions): S3FileStore {
  const { bucket, prefix = '' } = options;
  if (prefix !== '' && !/^[a-z0-9][a-z0-9_-]*\/$/.test(prefix)) throw new Error(`Not a key prefix: ${prefix}`);
  // The SDK is loaded with the first call: a service on the disk store never loads it.
  let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: options.credentials,
        // The SDK's default CRC checksums on every request are not understood by every S3-compatible server; a PUT
        // stays covered by the payload hash its SigV4 signature includes.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  /** The SDK's error reduced to what is safe to log: its name, code and HTTP status. */
  const failure = (operation: string, key: string, error: unknown) => {
    const { name, code } = error as SdkError;
    const status = statusOf(error);
    const cause = [name, code && code !== name ? code : undefined].filter(Boolean).join(' ') || 'error';
    return new FileStoreError(
      'unavailable',
      `S3 ${operation} of ${prefix}${key} in bucket ${bucket} failed: ${cause}${status ? ` (HTTP ${status})` : ''}`,
    );
  };
  const isMissing = (error: unknown) => {
    const { name } = error as SdkError;
    // A missing bucket is a misconfiguration to hear about, not an absent file.
    if (name === 'NoSuchBucket') return false;
    return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
  };

  return {
    description: `S3 bucket ${bucket}${prefix ? ` under ${prefix}` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`,

    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      if (contentTypeOf(key) !== contentType) {
        throw new FileStoreError('contentTypeMismatch', `${contentType} cannot be stored under ${key}`);
      }
      try {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
          }),
        );
      } catch (error) {
        throw failure('PutObject', key, error);
      }
    },

    async get(key) {
      const Key = objectKey(key);
      try {
        const { sdk, client } = await connect();
        const response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        const body = await response.Body!.transformToByteArray();
        return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw failure('GetObject', key, error);
      }
    },

    async exists(key) {
      const Key = objectKey(key);
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw failure('HeadObject', key, error);
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw failure('DeleteObject', key, error);
      }
    },

    close: () => void connection?.then(({ client }) => client.destroy()).catch(() => undefined),
  };
}
