/** Where log text goes: process.stdout, or any stream with write() (the tests capture one). */
export interface LogOutput {
  write(chunk: string): unknown;
}

export interface LogWriterOptions {
  /** The longest a line waits before it is written. */
  flushMs?: number;
  /** Written at once when this many characters are waiting. */
  maxBuffered?: number;
}

const live = new Set<LogWriter>();
let exitHookInstalled = false;

/**
 * Collects log lines and writes them in batches: one write per interval instead of one per
 * request. A write to a pipe or a file blocks the event loop (stdout is synchronous for both on
 * Linux), and per-request writes cost a busy server about a third of its throughput. Warnings and
 * errors are written at once, with whatever waits before them, so they are never held back and
 * the order stays. Whatever waits is written at close and when the process exits.
 */
export class LogWriter {
  private buffered = '';
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly flushMs: number;
  private readonly maxBuffered: number;

  constructor(
    private readonly output: LogOutput,
    options: LogWriterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 100;
    // Well under a pipe's 64 KB: a write that fits returns at once instead of waiting for the
    // reader (a process manager, a log shipper) to drain the pipe.
    this.maxBuffered = options.maxBuffered ?? 16 * 1024;
    live.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      // process.exit() runs no timers: write what waits synchronously on the way out.
      process.on('exit', () => {
        for (const writer of live) writer.flush();
      });
    }
  }

  /** Queues a line (its newline included). */
  write(line: string): void {
    this.buffered += line;
    if (this.closed || this.buffered.length >= this.maxBuffered) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes a line now, after whatever is waiting. */
  writeNow(line: string): void {
    this.buffered += line;
    this.flush();
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.buffered) return;
    const chunk = this.buffered;
    this.buffered = '';
    this.output.write(chunk);
  }

  /** Flushes and stops batching: later lines (shutting down) go straight through. */
  close(): void {
    this.closed = true;
    this.flush();
    live.delete(this);
  }
}
