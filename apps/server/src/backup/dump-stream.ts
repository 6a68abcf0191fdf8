import { PassThrough } from 'node:stream';
import type { Db } from '../db/client.ts';
import { writeDump } from './dump.ts';

/**
 * The dump as a stream, for the operator channel: the running server on the embedded database
 * writes it while it keeps serving. A reader that goes away ends the dump's transaction.
 */
export function dumpStream(db: Db, kind: 'pglite' | 'postgres'): PassThrough {
  const stream = new PassThrough();
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (stream.destroyed) return reject(new Error('The dump reader went away'));
      if (stream.write(text)) return resolve();
      const settle = (error?: Error) => {
        stream.off('drain', onDrain);
        stream.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => settle();
      const onClose = () => settle(new Error('The dump reader went away'));
      stream.on('drain', onDrain);
      stream.on('close', onClose);
    });
  writeDump(db, kind, write).then(
    () => stream.end(),
    (error: Error) => stream.destroy(error),
  );
  return stream;
}
