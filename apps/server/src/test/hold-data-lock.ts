// Takes a data folder's lock in a process of its own, says whether it got it, and holds it
// until its standard input ends: the other process of the data-lock tests.
import { acquireDataLock, DataLockError } from '../db/data-lock.ts';

try {
  const lock = acquireDataLock(process.argv[2]!);
  console.log('locked');
  process.stdin.resume();
  process.stdin.on('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  if (!(error instanceof DataLockError)) throw error;
  console.log(`refused: ${error.message}`);
  process.exit(3);
}
