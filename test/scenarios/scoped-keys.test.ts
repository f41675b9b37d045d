import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectNoKeyLeak, KEY, PRODUCTION_KEY, STAGING_KEY } from '../world/keys.ts';
import { entriesOf, requests } from '../world/service.ts';
import { world, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #29, "Least privilege": scoped keys (spec/service-2026.md) through the CLI against the emulator.
// STAGING_KEY reads only; PRODUCTION_KEY writes style rules but not glossaries; KEY has every scope.
const READ_ONLY = STAGING_KEY;
const LISTS_ONLY = PRODUCTION_KEY;

const EXAMPLE = `examples:
  - text: It costs 3.5 euros.
    source_language: en
    expect:
      contains: ["3,5"]
`;

const GLOSSARY = `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: anmelden
`;

let emu: RunningEmulator;
let w: World;
beforeEach(async () => {
  emu = await startEmulator({
    randomSeed: 5,
    apiKeys: [
      { key: KEY },
      { key: READ_ONLY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] },
      { key: LISTS_ONLY, scopes: ['style_rules:read', 'style_rules:write', 'glossaries:read', 'languages:read'] },
    ],
  });
  w = await world({ emulator: emu });
  await w.write('styles/a.yaml', `${styleFile({ name: 'Acme A', rules: DE_RULES })}${EXAMPLE}`);
  await w.write('styles/b.yaml', styleFile({ name: 'Acme B' }));
  await w.write('glossaries/acme.yaml', GLOSSARY);
});
afterEach(async () => {
  await w.close();
  await emu.close();
});
afterAll(() => expectNoKeyLeak());

const as = (key: string) => ({ env: { STYLESYNC_API_KEY: key } });
/** A plan right after apply is empty. */
async function expectConverged(world: World): Promise<void> {
  const plan = await world.cli(['plan', '--detailed-exitcode'], as(KEY));
  expect([plan.code, plan.stdout]).toEqual([0, expect.stringContaining('No changes.')]);
}

const writes = (from = 0) => requests(emu).slice(from).filter((r) => !r.startsWith('GET'));

describe('a read-only key', () => {
  it('validates online and plans (exit 2: changes), sending only reads', async () => {
    const validate = await w.cli(['validate', '--online'], as(READ_ONLY));
    expect([validate.code, validate.stderr]).toEqual([0, expect.not.stringContaining('403')]);
    const plan = await w.cli(['plan', '--detailed-exitcode'], as(READ_ONLY));
    expect(plan.stderr).not.toContain('403');
    expectRun(plan, 2, { stdout: ['Acme A'] });
    expect(writes()).toEqual([]);
    expect(emu.log.every((e) => e.status === 200)).toBe(true);
  });

  it('plans with --check-translations: the previews are skipped with a note naming the scope, and the plan does not fail', async () => {
    const plan = await w.cli(['plan', '--check-translations', '--detailed-exitcode'], as(READ_ONLY));
    expectRun(plan, 2, { stdout: ['note: Translate previews skipped: the key lacks style_rules:write', 'translate:text'] });
    expect(plan.stdout).not.toContain('translate check failed');
    // The first refused create stopped the rest: one write was tried, none went through.
    expect(writes().length).toBe(1);
    expect(emu.log.filter((e) => e.method !== 'GET').map((e) => e.status)).toEqual([403]);
    expect(emu.lists()).toEqual([]);

    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown'], as(READ_ONLY));
    expect(md.stdout).toContain('**Translate checks skipped:** Translate previews skipped: the key lacks style\\_rules:write');
  });

  it('guide --translate, which exists for the previews, stops with missing-scope and writes no guide', async () => {
    const r = await w.cli(['guide', '--out', 'site', '--translate'], as(READ_ONLY));
    expectRun(r, 1, { stderr: ['error: Translate previews skipped: the key lacks style_rules:write', 'No guide was written.'] });
    expect(await w.files('site')).toEqual([]);
  });

  it('apply stops at the first write, naming style_rules:write and apply; nothing more is sent, the record holds it, exit 1; the full key converges', async () => {
    const mark = emu.log.length;
    const r = await w.cli(['apply', '--yes', '--concurrency', '1', '--record', 'record.jsonl'], as(READ_ONLY));
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('apply needs style_rules:write, which the key lacks');
    expect(r.stdout + r.stderr).toContain('use the apply key');
    expect(r.stdout).toContain('Apply stopped: the key lacks style_rules:write; 0 applied');
    expect(writes(mark)).toEqual(['POST /v3/style_rules']);
    const record = parseRecord(await w.read('record.jsonl'), 'record.jsonl').entries;
    expect(entriesOf(record, 'list').map((e) => [e.list, e.outcome])).toEqual([['Acme A', 'failed']]);
    expect(entriesOf(record, 'glossary')).toEqual([]);

    const full = await w.cli(['apply', '--yes'], as(KEY));
    expect(full.code).toBe(0);
    await expectConverged(w);
  });
});

describe('a key that writes style rules but not glossaries', () => {
  it('apply writes the lists, stops at the glossary naming glossaries:write, records both; the full key converges', async () => {
    const r = await w.cli(['apply', '--yes', '--concurrency', '1', '--record', 'record.jsonl'], as(LISTS_ONLY));
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('apply needs glossaries:write, which the key lacks');
    expect(writes()).toEqual(['POST /v3/style_rules', 'POST /v3/style_rules', 'POST /v3/glossaries']);
    expect(emu.lists().map((l) => l.name).sort()).toEqual(['Acme A', 'Acme B']);
    const record = parseRecord(await w.read('record.jsonl'), 'record.jsonl').entries;
    expect(entriesOf(record, 'list').map((e) => e.outcome)).toEqual(['applied', 'applied']);
    expect(entriesOf(record, 'glossary').map((e) => e.outcome)).toEqual(['failed']);

    const mark = emu.log.length;
    expect((await w.cli(['apply', '--yes'], as(KEY))).code).toBe(0);
    expect(writes(mark)).toEqual(['POST /v3/glossaries']);
    await expectConverged(w);
  });
});

describe('X-DeepL-Reporting-Tag', () => {
  const tags = (from = 0) => emu.log.slice(from).map((e) => [`${e.method} ${e.route}`, e.reportingTag]);

  it('is on every translation (stylesync-preview by default), never on a management call; the summary names it with the billed characters', async () => {
    const plan = await w.cli(['plan', '--check-translations'], as(KEY));
    expect(plan.code).toBe(0);
    const all = tags();
    // Acme A is new: its example is translated once, after the plan, with a preview list.
    expect(all.filter(([call]) => call === 'POST /v2/translate')).toEqual([['POST /v2/translate', 'stylesync-preview']]);
    expect(all.filter(([call, tag]) => call !== 'POST /v2/translate' && tag !== undefined)).toEqual([]);
    expect(all.some(([call]) => call === 'POST /v3/style_rules')).toBe(true);
    expect(plan.stdout).toContain('billed 19 under reporting tag stylesync-preview');
    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown'], as(KEY));
    expect(md.stdout).toContain('billed 19 under reporting tag stylesync-preview.');

    const mark = emu.log.length;
    const guide = await w.cli(['guide', '--out', 'site', '--translate'], as(KEY));
    expectRun(guide, 0, { stderr: ['billed 19 characters under reporting tag stylesync-preview'] });
    expect(tags(mark).filter(([call]) => call === 'POST /v2/translate')).toEqual([['POST /v2/translate', 'stylesync-preview']]);
  });

  it('is reporting_tag from stylesync.yaml when set; validate refuses a tag the service would answer 400 to, before any request', async () => {
    await w.write('stylesync.yaml', 'styles_dir: styles\nreporting_tag: Docs-Team-Previews\n');
    expect((await w.cli(['plan', '--check-translations'], as(KEY))).code).toBe(0);
    expect(new Set(tags().filter(([call]) => call === 'POST /v2/translate').map(([, tag]) => tag))).toEqual(new Set(['docs-team-previews']));

    await w.write('stylesync.yaml', 'styles_dir: styles\nreporting_tag: "docs team"\n');
    const mark = emu.log.length;
    const validate = await w.cli(['validate'], as(KEY));
    expect(validate.code).toBe(1);
    expect(validate.stdout + validate.stderr).toContain(
      'error: `reporting_tag` is not a tag the service takes (X-DeepL-Reporting-Tag): it holds whitespace inside [invalid-reporting-tag]',
    );
    const plan = await w.cli(['plan', '--check-translations'], as(KEY));
    expect(plan.code).toBe(1);
    expect(emu.log.length).toBe(mark);
  });
});
