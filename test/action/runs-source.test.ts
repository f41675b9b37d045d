import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../cli/capture.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { bundleSource, events, stage, type Stage } from '../world/action.ts';

// Each test runs the Action, often several times, as child processes: 20 s is too little on a loaded two-core machine.
vi.setConfig({ testTimeout: 60_000 });

let s: Stage | undefined;
const scratch: string[] = [];
afterEach(async () => {
  await s?.close();
  s = undefined;
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function planPullRequest(stageOptions: { entry?: string } = {}) {
  s = await stage(stageOptions);
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
  const base = s.commit('base');
  return s.run(events.pullRequest({ baseSha: base }), s.inputs());
}

describe('the Action tests run the source', () => {
  it("show the log line src/action writes (this fails as soon as the line is edited, rebuilt or not)", async () => {
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Pull request comment created \(id \d+\)\.$/m);
  });

  it('pick up an edit of src/action without a rebuild of dist/', async () => {
    // A copy of src/ with one message changed, bundled as the harness bundles src/.
    const copy = await mkdtemp(join(tmpdir(), 'stylesync-src-copy-'));
    scratch.push(copy);
    await cp(join(repoRoot, 'src'), join(copy, 'src'), { recursive: true });
    await symlink(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const file = join(copy, 'src', 'action', 'run-action.ts');
    const text = await readFile(file, 'utf8');
    const edited = text.replace('`Pull request comment ${result.action}', '`Edited: the comment was ${result.action}');
    expect(edited).not.toBe(text);
    await writeFile(file, edited);
    const run = await planPullRequest({ entry: await bundleSource(copy) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Edited: the comment was created \(id \d+\)\.$/m);
    expect(run.stdout).not.toContain('Pull request comment created');
  });
});
