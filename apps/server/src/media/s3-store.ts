import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { MediaStore } from './store.ts';

/** The SDK is loaded only when an S3 store is configured: it is large, and start-up is short. */
type Sdk = typeof S3Sdk;

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle?: boolean;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Media in an S3 bucket, so app processes on several machines share one library. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Sdk.S3Client;

  static async create(options: S3StoreOptions): Promise<S3MediaStore> {
    return new S3MediaStore(options, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly options: S3StoreOptions,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      // Checksums only where S3 requires them: the default wraps streamed bodies in aws-chunked
      // framing, which S3-compatible servers other than AWS may store as it is.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async putFile(key: string, localPath: string): Promise<boolean> {
    if (await this.stat(key)) {
      await fs.rm(localPath, { force: true });
      return false;
    }
    const { size } = await fs.stat(localPath);
    // Streamed from disk with its length: a large video never sits in memory.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: createReadStream(localPath),
        ContentLength: size,
      }),
    );
    await fs.rm(localPath, { force: true });
    return true;
  }

  async putBuffer(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes }),
    );
  }

  async stat(key: string) {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const object = await this.client.send(
      new this.sdk.GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return object.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }),
    );
  }
}
