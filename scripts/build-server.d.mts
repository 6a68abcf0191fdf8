// Types of build-server.mjs, for the test that runs the bundle.
export const serverOutDir: string;
export function buildServer(outDir?: string): Promise<void>;
