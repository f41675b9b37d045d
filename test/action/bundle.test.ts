import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { actionBuildOptions } from '../../scripts/action-build.mjs';
import { DE_RULES, styleFile } from '../world/files.ts';
import { BUNDLE, events, stage, type Stage } from '../world/action.ts';

// Whether the committed dist/action.js is a fresh build of the committed src/
// is checked by .ci/run (check-dist), on the committed tree: here it would
// fail on every uncommitted edit of src/.
describe('the Action bundle', () => {
  it('builds byte for byte the same twice', async () => {
    const [a, b] = await Promise.all([build({ ...actionBuildOptions, write: false }), build({ ...actionBuildOptions, write: false })]);
    expect(a.outputFiles?.[0]?.hash).toBe(b.outputFiles?.[0]?.hash);
  });
});

/**
 * action.yml runs dist/action.js, not the source the other Action tests run:
 * .ci/run runs this one against the bundle it has just checked (the tree's
 * dist/ may be stale while someone edits src/, so elsewhere it is skipped).
 */
describe.runIf(process.env.STYLESYNC_ACTION_BUNDLE === '1')('dist/action.js (CI smoke test)', () => {
  let s: Stage | undefined;
  afterEach(async () => {
    await s?.close();
  });

  it('plans a pull request: one comment, the outputs, and nothing written to the service', async () => {
    s = await stage({ entry: BUNDLE });
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    const base = s.commit('base');
    // The pull request adds the list (a list the base commit has already would be drift, shown apart).
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['has-changes']).toBe('true');
    const body = s.github.comments(7)[0]?.body ?? '';
    expect(body).toContain('Plan: 1 to create, 0 to update, 0 to delete.');
    expect(body).not.toContain('Drift:');
    expect(s.emu.log.filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
