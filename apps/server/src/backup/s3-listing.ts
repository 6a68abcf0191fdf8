import type { S3StoreOptions } from '../media/s3-store.ts';

export interface S3Object {
  key: string;
  size: number;
  etag: string;
}

/** Every object of the media bucket (keys, sizes, ETags), for a backup's listing. */
export async function listS3Media(options: S3StoreOptions): Promise<S3Object[]> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const objects: S3Object[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        objects.push({ key: item.Key!, size: item.Size ?? 0, etag: item.ETag ?? '' });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return objects;
}
