/**
 * When each step of start-up ended, in milliseconds since the process started (Node counts
 * `performance.now()` from there). The server logs them once it listens, beside its address, so
 * a slow start shows which step took the time; steps that run at once overlap.
 */
export class StartUpTimings {
  private readonly steps: Record<string, number> = {};

  /** The step just ended now. */
  mark(step: string): void {
    this.steps[step] = Math.round(performance.now());
  }

  /** Resolves as `work` does, marking `step` when it has. */
  async time<T>(step: string, work: Promise<T>): Promise<T> {
    const result = await work;
    this.mark(step);
    return result;
  }

  toJSON(): Record<string, number> {
    return { ...this.steps };
  }
}
