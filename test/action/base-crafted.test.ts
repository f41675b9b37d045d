import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { craftCommits, victim, VICTIM_TEXT, type Victim } from '../hostile/crafted-trees.ts';
import { styleFile } from '../world/files.ts';
import { events, useStage } from '../world/action.ts';

// Issue #27: a pull request's base commit is read into a fresh directory for
// the drift view and the service settings. A crafted base tree (two entries of
// one name, a link and a blob or a tree, a `..` path) writes nothing outside
// it, and the drift section says why it was not checked, naming the entry.

const s = useStage({ testTimeout: 120_000 });
let v: Victim;
beforeEach(async () => {
  v = await victim();
});
afterEach(async () => {
  await v.remove();
});

describe('a crafted base commit', () => {
  it('writes nothing outside the fresh directory, and the drift section names the entry', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German' }));
    s.commit('base');
    for (const c of craftCommits(s.dir, v)) {
      const sha = execFileSync('git', ['rev-parse', c.tag], { cwd: s.dir, encoding: 'utf8' }).trim();
      const result = await s.run(events.pullRequest({ baseSha: sha }), s.inputs());
      expect(await v.untouched(), c.tag).toEqual({ file: VICTIM_TEXT, dir: [] });
      expect(result.stderr, c.tag).toBe('');
      expect(result.code, c.tag).toBe(0);
      expect(result.summary, c.tag).toContain(`Drift was not checked: the base commit ${sha.slice(0, 12)} holds ${c.what} ${c.entry}`);
    }
  });
});
