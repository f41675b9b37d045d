import { PLAN_FORMAT_VERSION } from '../../src/plan/types.ts';
import { describe, expect, it } from 'vitest';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach({
  files: {
    'styles/docs.yaml': ['name: Docs', 'language: en', 'custom_instructions:', '  - label: Spelling', '    prompt: Use British spelling.', '    source_language: en-gb', ''].join('\n'),
  },
  lists: [{ name: 'Docs', language: 'en', configured_rules: {}, custom_instructions: [] }],
});

const languageReads = () => w.emu.log.filter((e) => e.route === '/v3/languages').length;

describe('language checks in plan', () => {
  it('point at file:line of the offending value in text, Markdown and JSON, fail the plan and keep it unsaved', async () => {
    const text = await w.cli(['plan', '--out', 'plan.json']);
    expectRun(text, 1, {
      stdout: [
        'styles/docs.yaml:6:22: error: instruction source_language `en-gb` is a translation language only as a target',
        'Plan not saved to plan.json: the language checks found errors.',
      ],
    });
    expect(await w.files('.')).not.toContain('plan.json');
    // The summary line stays last (the note about --out follows it).
    expect(text.stdout.trimEnd().split('\n').at(-2)).toBe('Plan: 0 to create, 1 to update, 0 to delete.');

    const md = await w.cli(['plan', '--format', 'markdown']);
    expectRun(md, 1, { stdout: ['**Language checks:** 1 error, 0 warnings', 'styles/docs.yaml:6:22'] });

    const json = await w.cli(['plan', '--format', 'json']);
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.format_version).toBe(PLAN_FORMAT_VERSION);
    expect(parsed.lists.items).toHaveLength(1);
    expect(parsed.checks.languages.diagnostics).toMatchObject([{ severity: 'error', code: 'unsupported-source-language', file: 'styles/docs.yaml', line: 6, col: 22 }]);
  });

  it('a cached run makes zero language requests; --refresh-languages makes them again', async () => {
    await w.write('styles/docs.yaml', 'name: Docs\nlanguage: en\n');
    const env = { XDG_CACHE_HOME: `${w.dir}/cache` };
    expect((await w.cli(['plan'], { env })).code).toBe(0);
    expect(languageReads()).toBe(2);
    expect((await w.cli(['plan'], { env })).code).toBe(0);
    expect(languageReads()).toBe(2);
    expect((await w.cli(['plan', '--refresh-languages'], { env })).code).toBe(0);
    expect(languageReads()).toBe(4);
    // Inside GitHub Actions the cache lives in RUNNER_TEMP.
    const actions = { GITHUB_ACTIONS: 'true', RUNNER_TEMP: `${w.dir}/runner` };
    await w.cli(['plan'], { env: actions });
    await w.cli(['plan'], { env: actions });
    expect(languageReads()).toBe(6);
    expect(await w.files('runner/stylesync-cache')).toHaveLength(2);
  });

  it('a plan goes on, with a note, when the languages cannot be read', async () => {
    await w.write('styles/docs.yaml', 'name: Docs\nlanguage: en\n');
    w.emu.addFault({ route: '/v3/languages', kind: 'status', status: 500 });
    const r = await w.cli(['plan']);
    expectRun(r, 0, { stdout: ['Language checks skipped: the languages could not be read'] });
  });
});

describe('validate --online', () => {
  it('runs the same checks; plain validate stays offline', async () => {
    const offline = await w.cli(['validate']);
    expect(offline.code).toBe(0);
    expect(w.emu.log).toEqual([]);

    const online = await w.cli(['validate', '--online']);
    expectRun(online, 1, { stdout: ['styles/docs.yaml:6:22: error: instruction source_language `en-gb`'] });
    expect(languageReads()).toBe(2);
    expect(w.emu.log.every((e) => e.route === '/v3/languages')).toBe(true);

    const json = await w.cli(['validate', '--online', '--format', 'json']);
    expect(JSON.parse(json.stdout).errors).toMatchObject([{ code: 'unsupported-source-language', line: 6 }]);
  });

  it('fails with a hint when the languages cannot be read', async () => {
    w.emu.addFault({ route: '/v3/languages', kind: 'status', status: 500 });
    const r = await w.cli(['validate', '--online']);
    expectRun(r, 1, { stderr: ['validate --online could not check languages', 'hint:'] });
  });
});
