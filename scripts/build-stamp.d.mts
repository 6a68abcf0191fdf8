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
  stamped: boolean;
}

export function listInputs(root: string, entries: string[]): string[];
export function checkBuild(target: BuildTarget): BuildState;
export function recordBuild(target: BuildTarget, hash: string): void;
