import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { actionBuildOptions } from '../../scripts/action-build.mjs';
import { repoRoot } from '../cli/capture.ts';

describe('dist/action.js', () => {
  it('is committed exactly as a fresh build of src/ makes it', async () => {
    const fresh = await build({ ...actionBuildOptions, write: false, logLevel: 'silent' });
    expect(fresh.outputFiles).toHaveLength(1);
    let committed: string;
    try {
      committed = execFileSync('git', ['show', 'HEAD:dist/action.js'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    } catch {
      throw new Error('dist/action.js is not committed: run `npm run build` and commit dist/action.js.');
    }
    // A stale bundle is a release bug (the Action runs the committed file), so say how to fix it.
    if (committed !== fresh.outputFiles?.[0]?.text) {
      throw new Error('The committed dist/action.js differs from a fresh build of src/: run `npm run build` and commit dist/action.js.');
    }
  });

  it('builds byte for byte the same twice', async () => {
    const [a, b] = await Promise.all([build({ ...actionBuildOptions, write: false }), build({ ...actionBuildOptions, write: false })]);
    expect(a.outputFiles?.[0]?.hash).toBe(b.outputFiles?.[0]?.hash);
  });
});
