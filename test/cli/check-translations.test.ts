import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLAN_FORMAT_VERSION } from '../../src/plan/types.ts';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { emulatorClock } from '../world/service.ts';
import { KEY } from '../world/keys.ts';
import { requests } from '../world/service.ts';
import { type World, world, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const STYLE = [
  'name: Prices DE', // 1
  'language: de', // 2
  'configured_rules:', // 3
  '  numbers:', // 4
  '    decimal_separator: use_comma_as_decimal_separator', // 5
  'examples:', // 6
  '  - text: It costs 3.5 euros.', // 7
  '    source_language: en', // 8
  '    expect:', // 9
  '      contains: ["3,5"]', // 10
  '',
].join('\n');

const w = worldEach({ files: { 'styles/prices.yaml': STYLE }, lists: [{ name: 'Prices DE', language: 'de', configured_rules: {}, custom_instructions: [] }] });

const previews = (world: World) => world.emu.lists().filter((l) => l.name.startsWith(PREVIEW_PREFIX));
const sent = (world: World, from = 0) => requests(world.emu).slice(from).filter((r) => !r.startsWith('GET'));

describe('plan --check-translations', () => {
  it('shows before with the live list and after with a preview list, with a word diff, and removes the preview', async () => {
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 0, {
      stdout: [
        '"Prices DE" (de, changed: before with style_id',
        '✓ "It costs 3.5 euros." → de  # styles/prices.yaml:7',
        'before: [DE] It costs 3.5 euros.',
        'after:  [DE] It costs 3,5 euros.',
      ],
    });
    expect(r.stdout).toMatch(/diff: {3}\[DE\] It costs \[-3\.5-\]\{\+3,5\+\} euros\./);
    expect(r.stdout).toContain('cost: estimated 38 billed characters for 2 translations (limit 5000), billed 38');
    expect(r.stdout).toContain('All translate checks passed.');
    expect(sent(w)).toEqual(['POST /v3/style_rules', 'POST /v2/translate', 'POST /v2/translate', 'DELETE /v3/style_rules/:style_id']);
    expect(previews(w)).toEqual([]);
    // The live list was only read.
    expect(w.emu.lists().map((l) => [l.name, l.version])).toEqual([['Prices DE', 1]]);
  });

  it('translates unchanged lists once, with the live style_id, and creates no preview', async () => {
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    const mark = w.emu.log.length;
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 0, { stdout: ['unchanged, translated with style_id', 'result: [DE] It costs 3,5 euros.'] });
    expect(sent(w, mark)).toEqual(['POST /v2/translate']);
  });

  it('renders Markdown with a collapsible block and before/after table, and JSON with checks beside lists', async () => {
    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown']);
    expectRun(md, 0, {
      stdout: [
        '**Translate checks:** all passed; estimated 38 billed characters for 2 translations (limit 5000), billed 38 under reporting tag stylesync-preview.',
        '<details><summary>✅ Examples of <b>Prices DE</b> (de, before → after): passed · styles/prices.yaml</summary>',
        '| ✅ It costs 3.5 euros. → de (styles/prices.yaml:7) | \\[DE\\] It costs 3.5 euros. | \\[DE\\] It costs <del>3.5</del> <b>3,5</b> euros. |',
      ],
    });

    const json = await w.cli(['plan', '--check-translations', '--format', 'json']);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.format_version).toBe(PLAN_FORMAT_VERSION);
    expect(parsed.lists.items).toHaveLength(1);
    expect(parsed.checks.translations).toMatchObject({
      estimate: { characters: 38, translations: 2, limit: 5000 },
      billed_characters: 38,
      failures: 0,
      lists: [{ name: 'Prices DE', mode: 'changed', preview: { deleted: true }, examples: [{ before: '[DE] It costs 3.5 euros.', after: '[DE] It costs 3,5 euros.', status: 'passed' }] }],
    });
  });

  it('fails the plan on an unmet expectation, naming its file:line, the expectation and the text back; --no-fail-on-check reports only', async () => {
    await w.write('styles/prices.yaml', STYLE.replace('contains: ["3,5"]', 'contains: ["3,5"]\n      not_contains: ["euros"]'));
    const r = await w.cli(['plan', '--check-translations', '--out', 'plan.json']);
    expectRun(r, 1, {
      stdout: [
        '✗ expect.not_contains "euros": the translation contains it  # styles/prices.yaml:11',
        'after:  [DE] It costs 3,5 euros.',
        '1 translate check failed.',
        'Plan not saved to plan.json: a translate check failed.',
      ],
    });
    expect(previews(w)).toEqual([]);

    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown']);
    expect(md.stdout).toContain('<details open><summary>❌ Examples of <b>Prices DE</b>');
    expect(md.stdout).toContain('- ❌ `expect.not_contains` "euros" (styles/prices.yaml:11): the translation "\\[DE\\] It costs 3,5 euros." contains it');

    const lenient = await w.cli(['plan', '--check-translations', '--no-fail-on-check', '--detailed-exitcode']);
    expectRun(lenient, 2, { stdout: ['1 translate check failed.'] });
  });

  it('translates an example of an `en` list into the first English target the service lists, and says so', async () => {
    await w.write('styles/docs.yaml', 'name: Docs EN\nlanguage: en\nexamples:\n  - text: Hallo\n    source_language: de\n');
    const plain = await w.cli(['plan']);
    expect(plain.stdout).toContain("styles/docs.yaml:4:5: warning: the example has no target_language and `en` is not a translation target on its own, so it is translated into `en-GB`");
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 0, { stdout: ['✓ "Hallo" → en-GB  # styles/docs.yaml:4', 'after:  [EN-GB] Hallo'] });
  });

  it('refuses a target outside the list language before any request', async () => {
    await w.write('styles/prices.yaml', STYLE.replace('    source_language: en', '    source_language: en\n    target_language: fr'));
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 1, { stderr: ['styles/prices.yaml:9:22: error: example target_language `fr` does not share the root language'] });
    expect(w.emu.log).toEqual([]);
  });

  it('refuses an unsupported source_language before any translate or write request', async () => {
    await w.write('styles/prices.yaml', STYLE.replace('source_language: en', 'source_language: xx'));
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 1, {
      stdout: [
        'styles/prices.yaml:8:22: error: example source_language `xx` is not a translation language of this account',
        'The language checks found errors, so no translate check was sent.',
      ],
    });
    expect(sent(w)).toEqual([]);
  });

  it('refuses beyond --max-check-characters before any request, printing the figure', async () => {
    // Every example is billed at least once (19 characters): refused before even reading.
    const early = await w.cli(['plan', '--check-translations', '--max-check-characters', '18']);
    expectRun(early, 1, { stderr: ['would bill at least 19 characters, more than --max-check-characters 18; nothing was sent.', 'hint:'] });
    expect(w.emu.log).toEqual([]);

    // A changed list needs before and after (38): refused once the plan is known, before any translate or create.
    const late = await w.cli(['plan', '--check-translations', '--max-check-characters', '30']);
    expectRun(late, 1, { stdout: ['would bill about 38 characters (2 translations), more than --max-check-characters 30; nothing was sent.'] });
    expect(sent(w)).toEqual([]);
  });
});

describe('preview lists', () => {
  it('are never managed: plan, prune and import leave them out', async () => {
    w.emu.seed([{ name: `${PREVIEW_PREFIX}abcd1234 Prices DE`, language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const plan = await w.cli(['plan', '--prune', '--allow-deletes', '5']);
    expect(plan.stdout).not.toContain(PREVIEW_PREFIX);
    expect(plan.stdout).toContain('Plan: 0 to create, 1 to update, 0 to delete.');
    expect((await w.cli(['import'])).stdout).not.toContain(PREVIEW_PREFIX);
  });

  it('a leftover older than an hour is removed by a later run, a fresh one is left alone', async () => {
    const dataFile = join(w.dir, 'emulator.json');
    const now = Date.now();
    const list = (id: string, name: string, minutesAgo: number) => {
      const time = new Date(now - minutesAgo * 60_000).toISOString();
      return { style_id: id, name, language: 'de', version: 1, creation_time: time, updated_time: time, configured_rules: {}, custom_instructions: [] };
    };
    await writeFile(
      dataFile,
      JSON.stringify({
        format: 1,
        lists: [
          list('live-1', 'Prices DE', 600),
          list('old-preview', `${PREVIEW_PREFIX}dead0000 Prices DE`, 61),
          list('fresh-preview', `${PREVIEW_PREFIX}beef0000 Prices DE`, 5),
        ],
      }),
    );
    const emu = await startEmulator({ dataFile, apiKeys: [{ key: KEY }] });
    const other = await world({ emulator: emu });
    try {
      await other.write('styles/prices.yaml', STYLE);
      const r = await other.cli(['plan', '--check-translations']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`removed the leftover preview list "${PREVIEW_PREFIX}dead0000 Prices DE" (style_id old-preview), more than an hour old`);
      expect(emu.lists().map((l) => l.style_id)).toEqual(['live-1', 'fresh-preview']);
    } finally {
      await other.close();
      await emu.close();
    }
  });
});

describe('faults', () => {
  it('a failing translate is a check failure with the service message, and leaves no preview', async () => {
    w.emu.addFault({ route: '/v2/translate', kind: 'status', status: 500 });
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 1, {
      stdout: [
        'translate failed:',
        'injected by the emulator',
        // With the client's advice, as any other failed request would give it.
        "(This is on the service's side; try again later.",
        '1 translate check failed.',
      ],
    });
    expect(previews(w)).toEqual([]);
  });

  it('a create that never succeeds is a check failure and leaves no preview; one that succeeds on the second try passes', async () => {
    w.emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'status', status: 500 });
    const failed = await w.cli(['plan', '--check-translations']);
    expectRun(failed, 1, { stdout: ['could not create the preview list'] });
    expect(previews(w)).toEqual([]);

    w.emu.clearFaults();
    w.emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'status', status: 500, count: 1 });
    const recovered = await w.cli(['plan', '--check-translations']);
    expectRun(recovered, 0, { stdout: ['All translate checks passed.'] });
    expect(previews(w)).toEqual([]);
  });

  it('a preview create whose answer is lost (it landed after the timeout) is found, used and deleted, never duplicated', async () => {
    // Held, and timed by the emulator's events: the create times out once the emulator has it and lands before the
    // look, at any speed (a 600 ms latency against --timeout 300 was a race).
    w.emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'hold', count: 1 });
    const r = await w.cli(['plan', '--check-translations'], { clock: emulatorClock(w.emu) });
    expectRun(r, 0, { stdout: ['after:  [DE] It costs 3,5 euros.'] });
    expect(previews(w)).toEqual([]);
    expect(requests(w.emu).filter((x) => x === 'POST /v3/style_rules')).toHaveLength(1);
  });

  it('a delete that fails transiently is retried; one that keeps failing is a clear check failure', async () => {
    w.emu.addFault({ method: 'DELETE', route: '/v3/style_rules/:style_id', kind: 'status', status: 503, count: 2 });
    const retried = await w.cli(['plan', '--check-translations']);
    expect(retried.code).toBe(0);
    expect(previews(w)).toEqual([]);

    w.emu.addFault({ method: 'DELETE', route: '/v3/style_rules/:style_id', kind: 'status', status: 500 });
    const stuck = await w.cli(['plan', '--check-translations']);
    expectRun(stuck, 1, { stdout: ['could not delete the preview list', 'A later run with --check-translations removes it once it is an hour old'] });
  }, 20_000);
});

describe('a matches pattern that backtracks without end', () => {
  it('is stopped and counted as not met with what to do, and the run ends: an example cannot hold the job', async () => {
    await w.write(
      'styles/redos.yaml',
      ['name: ReDoS', 'language: de', 'examples:', `  - text: "${'a'.repeat(40)}!"`, '    source_language: en', '    expect:', '      matches: ["^(\\\\[DE\\\\] )?(a+)+$", "a{40}"]', ''].join('\n'),
    );
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 1, {
      stdout: [
        '✗ expect.matches "^(\\[DE\\] )?(a+)+$": the pattern could not be matched against the translation within 2 s (nested quantifiers such as (a+)+ backtrack without end), so it counts as not met: rewrite it without them',
      ],
    });
    // The example's other pattern is judged as ever, and the previews are removed.
    expect(r.stdout).not.toContain('expect.matches "a{40}"');
    expect(previews(w)).toEqual([]);
    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown']);
    expect(md.stdout).toContain('the pattern could not be matched against the translation within 2 s');
  }, 30_000);
});
