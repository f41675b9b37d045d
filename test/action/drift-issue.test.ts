import { Marked } from 'marked';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { editByHand, events, KEY, READ_SCOPES, stage, type Stage } from '../world/action.ts';

// Each test runs the Action several times as child processes: 20 s is too little on a loaded two-core machine.
vi.setConfig({ testTimeout: 90_000 });

const HOSTILE = 'German <img src=x onerror=alert(1)> [x](javascript:alert(1))';
/** The plan key of the scheduled runs: read scopes only. KEY (every scope) applies, and makes the hand edits. */
const READ_KEY = 'sk-action-READ-drift-5e1a';

let s: Stage;
afterEach(async () => {
  await s.close();
});

/** The style files applied; the scheduled runs below hold the read-only key alone. */
async function applied(): Promise<void> {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: HOSTILE, rules: DE_RULES }));
  s.commit('styles');
  const run = await s.run(events.push(), s.inputs({ command: 'apply' }));
  expect(run.code, run.stdout).toBe(0);
}

const drift = () => s.github.issues().filter((i) => i.labels.includes('stylesync-drift') && i.pull_request === undefined);
const marker = '<!-- stylesync-drift: target=(default) -->\n';

describe('the drift issue of a scheduled run', () => {
  it('is opened once, updated by the next run, closed with a comment once the service matches; no write reaches the service', async () => {
    s = await stage({ apiKeys: [{ key: KEY }, { key: READ_KEY, scopes: READ_SCOPES }] });
    await applied();
    const inputs = { 'api-key': READ_KEY, 'base-url': s.emu.url };
    // Someone else's issues with the label, quoting the marker, and a pull request starting with it: never taken for the drift issue.
    s.github.addIssue({ title: 'about drift', body: `We saw this:\n${marker}`, labels: ['stylesync-drift'], state: 'open' });
    s.github.addIssue({ title: 'a pull request', body: `${marker}copied`, labels: ['stylesync-drift'], state: 'open', pull_request: { url: 'x' } });

    const quiet = await s.run(events.schedule(), inputs);
    expect(quiet.code, quiet.stdout).toBe(0);
    expect(drift()).toHaveLength(1);

    await editByHand(s, HOSTILE, { numbers: { decimal_separator: 'use_period_as_decimal_separator' } });
    const before = s.emu.log.length;
    const first = await s.run(events.schedule(), inputs);
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/^Drift issue #\d+ opened\.$/m);
    const opened = drift().filter((i) => i.body.startsWith(marker));
    expect(opened).toHaveLength(1);
    const issue = opened[0]!;
    expect(issue).toMatchObject({ state: 'open', title: 'stylesync: the service differs from the style files' });
    expect(issue.body).toContain('| Decimal separator | period | comma |');
    expect(issue.body).toContain('changed on the service');
    // Which list, its live version and when the service changed it.
    const live = s.emu.lists()[0]!;
    expect(issue.body).toContain('| list | German &lt;img src=x onerror=alert(1)&gt; ');
    expect(issue.body).toMatch(new RegExp(`\\| ${live.style_id} \\| ${live.version} \\| ${(live.updated_time ?? '').replace(/[.]/g, '\\.')} \\| update \\|`));
    // The list's name is hostile text: escaped for Markdown, no live tag or link.
    const html = new Marked({ gfm: true }).parse(issue.body) as string;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('German &lt;img src=x onerror=alert(1)&gt;');
    expect([...issue.body].length).toBeLessThanOrEqual(65_536);

    await editByHand(s, HOSTILE, { numbers: { decimal_separator: 'use_space_as_decimal_separator' } });
    const second = await s.run(events.schedule(), inputs);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain(`Drift issue #${issue.number} updated.`);
    expect(drift().filter((i) => i.body.startsWith(marker))).toHaveLength(1);
    const updated = s.github.issues().find((i) => i.number === issue.number)?.body ?? '';
    expect(updated).not.toContain('| period |');
    expect(updated).toMatch(/\| Decimal separator \| \w+ \| comma \|/);

    await editByHand(s, HOSTILE, DE_RULES);
    const converged = await s.run(events.schedule(), inputs);
    expect(converged.code, converged.stdout).toBe(0);
    expect(converged.stdout).toContain(`Drift issue #${issue.number} closed.`);
    expect(s.github.issues().find((i) => i.number === issue.number)).toMatchObject({ state: 'closed', state_reason: 'completed' });
    expect(s.github.comments(issue.number).map((c) => c.body)).toEqual([expect.stringMatching(/^The service matches the style files again/)]);
    // The others were left alone.
    expect(s.github.issues().filter((i) => i.number !== issue.number).map((i) => i.state)).toEqual(['open', 'open']);

    // Every scheduled run only read: the hand edits (the tests' own PUTs) are the only writes since the apply.
    const writes = s.emu.log.slice(before).filter((entry) => entry.method !== 'GET');
    expect(writes.map((w) => w.method)).toEqual(['PUT', 'PUT']);
  });

  it('without `issues: write`, warns with the permission to add, and the drift check still fails on drift', async () => {
    s = await stage({ apiKeys: [{ key: KEY }, { key: READ_KEY, scopes: READ_SCOPES }], issuesForbidden: true });
    await applied();
    await editByHand(s, HOSTILE, { numbers: { decimal_separator: 'use_period_as_decimal_separator' } });
    const run = await s.run(events.schedule(), { 'api-key': READ_KEY, 'base-url': s.emu.url });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::warning::Could not keep the drift issue: GitHub refused POST \/issues: 403 .*issues: write/m);
    expect(run.stdout).toMatch(/^::error::/m);
    expect(s.github.issues()).toEqual([]);
  });
});
