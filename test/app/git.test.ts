import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../../src/app/git.ts';
import { readBlobs } from '../../src/app/git-blobs.ts';
import { StylesyncError } from '../../src/errors.ts';

// Every git process of stylesync goes through git.ts: bounded in time and output, whatever git or its hooks do.

let repo: string;
beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'stylesync-git-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('git', () => {
  it('returns what git printed, and the input it was given reaches git', async () => {
    const oid = (await git(['hash-object', '--stdin'], { cwd: repo, input: 'hello\n' })).toString('utf8').trim();
    expect(oid).toBe(execFileSync('git', ['hash-object', '--stdin'], { cwd: repo, input: 'hello\n', encoding: 'utf8' }).trim());
  });

  it('stops a command that outlasts the bound, with what it started (a hook, an alias), and names the bound', async () => {
    // The alias's shell and its `sleep` outlive a git killed alone, holding the output open: the whole group must go.
    const error = await git(['-c', 'alias.slow=!sleep 120', 'slow'], { cwd: repo, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error).toMatchObject({ code: 'git-timeout', message: expect.stringContaining('within 0.3 s') });
    expect((error as StylesyncError).hint).toMatch(/fetch-depth: 0/);
  });

  it('stops a command that prints more than the bound', async () => {
    const error = await git(['-c', 'alias.big=!head -c 200000 /dev/zero', 'big'], { cwd: repo, maxBuffer: 1000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' });
  });

  it('fails with git’s own words when git fails', async () => {
    await expect(git(['cat-file', '-e', 'no-such-ref^{commit}'], { cwd: repo })).rejects.toThrow(/exited with/);
  });
});

describe('readBlobs', () => {
  it('names the file whose object this clone does not have, with what to do', async () => {
    const absent = '0123456789abcdef0123456789abcdef01234567';
    const error = await readBlobs(repo, [{ path: 'styles/web.yaml', oid: absent, size: 10 }], async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error).toMatchObject({ code: 'git-object-missing', message: expect.stringContaining('"styles/web.yaml"') });
    expect((error as StylesyncError).hint).toMatch(/fetch/);
  });
});
