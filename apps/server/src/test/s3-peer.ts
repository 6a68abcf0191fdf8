import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server on 127.0.0.1 (s3rver) with one bucket, for the media store tests. */
export async function startS3Peer(bucket = 'media') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  return {
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      MEDIA_S3_REGION: 'us-east-1',
      // s3rver's own credentials.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The bucket's objects, as the server holds them. */
    async keys(): Promise<string[]> {
      const found = await fs
        .readdir(path.join(directory, bucket), { recursive: true })
        .catch(() => []);
      return found.map(String);
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
