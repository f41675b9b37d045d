import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { KEY } from '../world/keys.ts';
import { ACME_DE_LIVE, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

let live: LiveList;
const w = worldEach({
  files: {
    'styles/de.yaml': styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }),
    'styles/fr.yaml': styleFile({ name: 'Acme FR', language: 'fr' }),
  },
  async arrange(repo) {
    [live] = repo.emu.seed([ACME_DE_LIVE]) as [LiveList];
  },
});

/** A write by someone else: PATCH with the same name still bumps the version. */
async function bumpBehindTheBack(styleId: string, name: string): Promise<void> {
  const res = await fetch(`${w.emu.url}/v3/style_rules/${styleId}`, {
    method: 'PATCH',
    headers: { authorization: `Service-Auth-Key ${KEY}`, 'user-agent': 'someone-else/1.0', 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(200);
}

const writes = (from: number) => requests(w.emu).slice(from).filter((r) => !r.startsWith('GET'));

describe('saved plans', () => {
  it('applies a saved plan without asking, and the same file cannot be applied twice', async () => {
    const plan = await w.cli(['plan', '--out', 'plan.json']);
    expectRun(plan, 0, { stdout: ['Saved the plan to plan.json'] });
    const saved = JSON.parse(await w.read('plan.json'));
    expect(saved.format_version).toBe(4);
    expect(saved.lists.fingerprint.versions).toEqual({ [live.style_id]: 1 });

    const apply = await w.cli(['apply', 'plan.json']);
    expectRun(apply, 0, { stdout: ['Applying plan.json (Plan: 1 to create, 1 to update, 0 to delete.)'] });
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE', 'Acme FR']);

    const mark = w.emu.log.length;
    const twice = await w.cli(['apply', 'plan.json']);
    expectRun(twice, 1, { stderr: [`version 1 then → 3 now`, 'it creates "Acme FR", but a live list of that name now exists'] });
    expect(writes(mark)).toEqual([]);
  });

  it('refuses a plan whose list moved behind its back, saying from which version to which', async () => {
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    await bumpBehindTheBack(live.style_id, 'Acme DE');
    const mark = w.emu.log.length;
    const apply = await w.cli(['apply', 'plan.json']);
    expect(apply.code).toBe(1);
    expect(apply.stderr).toContain(`list "Acme DE" (style_id ${live.style_id}) changed since the plan: version 1 then → 2 now`);
    expect(apply.stderr).toContain('Run `stylesync plan --out plan.json` again');
    expect(apply.stderr).toContain('Nothing was written.');
    expect(writes(mark)).toEqual([]);
    expect(w.emu.lists()).toHaveLength(1);
  });

  it('refuses a plan made from files that were edited since', async () => {
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme" and "Acme Cloud".' }] }));
    const mark = w.emu.log.length;
    const apply = await w.cli(['apply', 'plan.json']);
    expectRun(apply, 1, { stderr: ['the style files changed since it was made'] });
    expect(writes(mark)).toEqual([]);
  });

  it('reads the styles directory the plan was made from, so `apply plan.json` alone applies a --dir plan', async () => {
    await w.write('other/it.yaml', styleFile({ name: 'Acme IT', language: 'it' }));
    const plan = await w.cli(['plan', '--dir', 'other', '--out', 'plan.json']);
    expect(plan.stdout).toContain('Apply exactly this plan with: stylesync apply plan.json\n');
    expect(JSON.parse(await w.read('plan.json')).applies_to.styles_dir).toBe('other');
    const apply = await w.cli(['apply', 'plan.json']);
    expect(apply.stderr).toBe('');
    expect(apply.code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE', 'Acme IT']);

    expect((await w.cli(['plan', '--dir', 'other', '--out', 'plan.json'])).code).toBe(0);
    const dir = await w.cli(['apply', 'plan.json', '--dir', 'styles']);
    expectRun(dir, 1, { stderr: ['plan.json was made from the style files in other, but this apply was given --dir styles'] });
  });

  it('refuses to send to another address than the plan was made against, and names the flag that makes the printed line true', async () => {
    const plan = await w.cli(['plan', '--base-url', w.emu.url, '--out', 'plan.json'], { env: { STYLESYNC_BASE_URL: undefined } });
    expect(plan.stdout).toContain(`Apply exactly this plan with: stylesync apply plan.json --base-url ${w.emu.url}\n`);
    const elsewhere = 'http://127.0.0.1:9';
    const mark = w.emu.log.length;
    const apply = await w.cli(['apply', 'plan.json'], { env: { STYLESYNC_BASE_URL: elsewhere } });
    expect(apply.code).toBe(1);
    expect(apply.stderr).toContain(`plan.json was made against ${w.emu.url}, but this apply would send to ${elsewhere}`);
    expect(requests(w.emu).slice(mark)).toEqual([]);
    const right = await w.cli(['apply', 'plan.json', '--base-url', w.emu.url], { env: { STYLESYNC_BASE_URL: undefined } });
    expect(right.code).toBe(0);
  });

  it('takes --prune, --allow-replace and --allow-deletes again only as the plan was made, as the printed command gives them', async () => {
    w.emu.seed([{ name: 'Stray', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const plan = await w.cli(['plan', '--prune', '--allow-deletes', '1', '--out', 'plan.json']);
    expect(plan.stdout).toContain('Apply exactly this plan with: stylesync apply plan.json --prune --allow-deletes 1\n');
    const mark = w.emu.log.length;
    const without = await w.cli(['apply', 'plan.json']);
    expectRun(without, 1, {
      stderr: [
        'plan.json was made with --prune --allow-deletes 1, but this apply was given none of --prune, --allow-replace, --allow-deletes',
      ],
    });
    const other = await w.cli(['apply', 'plan.json', '--prune', '--allow-deletes', '5']);
    expectRun(other, 1, { stderr: ['but this apply was given --prune --allow-deletes 5'] });
    expect(writes(mark)).toEqual([]);
    const apply = await w.cli(['apply', 'plan.json', '--prune', '--allow-deletes', '1']);
    expect(apply.code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE', 'Acme FR']);
  });

  it('refuses planning flags a saved plan was not made with, and files that are not plans', async () => {
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    const flags = await w.cli(['apply', 'plan.json', '--prune']);
    expectRun(flags, 1, { stderr: ['plan.json was made with none of --prune, --allow-replace, --allow-deletes, but this apply was given --prune'] });

    await w.write('bad.json', '{"format_version": 99}');
    const bad = await w.cli(['apply', 'bad.json']);
    expectRun(bad, 1, { stderr: ['format_version 99'] });

    const missing = await w.cli(['apply', 'nope.json']);
    expectRun(missing, 1, { stderr: ['Cannot read the plan file nope.json'] });
    // Read to a bound: a device that never ends and a pipe (refused, not waited on) are no plan files.
    expectRun(await w.cli(['apply', '/dev/zero']), 1, { stderr: ['Cannot read the plan file /dev/zero: it is not a regular file (a pipe or a device)'] });
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [path.join(w.dir, 'pipe.json')]);
      expectRun(await w.cli(['apply', 'pipe.json']), 1, { stderr: ['Cannot read the plan file pipe.json: it is not a regular file (a pipe or a device)'] });
    }
    expect(writes(0)).toEqual([]);
  });
});
