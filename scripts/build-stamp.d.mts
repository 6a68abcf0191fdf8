// Types of build-stamp.mjs, for the test that checks its decisions.
export interface BuildTarget {
  root: string;
  inputs: string[];
  output: string;
  stamp: string;
}

export interface BuildState {
  reason: 'missing' | 'changed' | null;
  hash: string;
  /** A hash of the inputs' names, sizes and modification times. */
  inputs: string;
  stamped: boolean;
}

export function listInputs(root: string, entries: string[]): string[];
export function checkBuild(target: BuildTarget): BuildState;
export function recordBuild(target: BuildTarget, state: Pick<BuildState, 'hash' | 'inputs'>): void;
