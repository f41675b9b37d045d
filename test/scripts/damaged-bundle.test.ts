import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../../scripts/cli-build.mjs';
import { repoRoot } from '../cli/capture.ts';

/**
 * The ES module bundle as `npm run bundle` builds it, in a fresh directory, with
 * a command's chunk gone, as in a damaged or partial install: the command that
 * needs it says so, the others run. (bin-route.test.ts holds the launcher's own
 * loads; this is the chunk a command line loads once the CLI runs.)
 */
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stylesync-damaged-bundle-'));
  // The bundle is ES modules, as package.json's type says in the package.
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  const result = await build({ ...cliBuildOptions, outdir: path.join(dir, 'dist'), metafile: true, logLevel: 'silent' });
  const chunk = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === 'src/cli/plan.ts')?.[0];
  if (chunk === undefined) throw new Error('no chunk holds src/cli/plan.ts');
  // The metafile names outputs relative to the build's working directory, the repository.
  await rm(path.resolve(repoRoot, chunk));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function started(argv: string[]) {
  const child = spawnSync(process.execPath, [path.join(dir, 'dist', 'stylesync.js'), ...argv], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe("a command's chunk missing from dist/cli/", () => {
  it('the command says its code could not be loaded and how to mend the install, ending with 1, not with Node\'s stack', () => {
    const run = started(['plan']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: the code of the plan command could not be loaded \(Cannot find module '.*plan-[A-Z0-9]+\.js'/);
    expect(run.stderr).toContain('  hint: The installed stylesync is damaged or incomplete: install it again');
    expect(run.stderr).not.toContain('Node.js v');
  });

  it('a command whose chunk is there still runs', () => {
    expect(started(['--version'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^stylesync /) });
  });
});
