import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { allProblems } from '../../src/plan/sections.ts';
import type { Plan } from '../../src/plan/types.ts';
import { styleFile } from '../world/files.ts';
import { requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #29: `protect: true` in a file, or a `protect:` pattern in
// stylesync.yaml, and no plan deletes or replaces the item, whatever the flags.

const EN_DE = { source_lang: 'en', target_lang: 'de' };
const EN_FR = { source_lang: 'en', target_lang: 'fr' };
const FLAGS = ['--prune', '--allow-replace', '--allow-deletes', '99'];

const glossaryFile = (extra: string, pairs: Array<[string, string]> = [['de', 'anmelden'], ['fr', 'se connecter']]) =>
  `name: Acme Terms\n${extra}dictionaries:\n${pairs.map(([lang, term]) => `  - source_language: en\n    target_language: ${lang}\n    entries:\n      sign in: ${term}\n`).join('')}`;

let support: LiveList;
/** Requests before this index are the seeding's. */
let mark = 0;
const w = worldEach({
  glossaries: [
    {
      name: 'Acme Terms',
      dictionaries: [
        { ...EN_DE, entries: [['sign in', 'anmelden']] },
        { ...EN_FR, entries: [['sign in', 'se connecter']] },
      ],
    },
  ],
  async arrange(repo) {
    [support] = repo.emu.seed([{ name: 'Acme Support', language: 'de', configured_rules: {}, custom_instructions: [] }]) as [LiveList];
    await repo.write('glossaries/acme.yaml', glossaryFile(''));
    mark = repo.emu.log.length;
  },
});

const writes = () => requests(w.emu).slice(mark).filter((r) => !r.startsWith('GET'));

/** plan and apply with every override flag: both refuse with `code`, naming `file`, and nothing is written. */
async function expectRefused(code: string, file: string, what: RegExp): Promise<void> {
  const plan = await w.cli(['plan', ...FLAGS, '--format', 'json']);
  expect(plan.code).toBe(1);
  const problems = allProblems(JSON.parse(plan.stdout) as Plan).filter((p) => p.code === code);
  expect(problems).toHaveLength(1);
  expect(problems[0]!.message).toContain(file);
  expect(problems[0]!.message).toMatch(what);
  const apply = await w.cli(['apply', '--yes', ...FLAGS]);
  expect(apply.code).toBe(1);
  expect(apply.stdout + apply.stderr).toContain('protected');
  expect(writes()).toEqual([]);
}

describe('a protected list', () => {
  it('survives its tombstone, whatever the flags', async () => {
    await w.write('styles/support.yaml', `${styleFile({ name: 'Acme Support', state: 'absent' })}protect: true\n`);
    await expectRefused('protected-list', 'styles/support.yaml', /would delete it \(its file is a tombstone/);
    expect(w.emu.lists().map((l) => l.style_id)).toEqual([support.style_id]);
  });

  it('survives a language change with --allow-replace', async () => {
    await w.write('styles/support.yaml', `${styleFile({ name: 'Acme Support', language: 'fr' })}protect: true\n`);
    await expectRefused('protected-list', 'styles/support.yaml', /would replace it .*from de to fr/);
  });

  it('named by a `protect:` pattern survives --prune once no file declares it', async () => {
    await w.write('stylesync.yaml', 'protect:\n  - "Acme *"\n');
    await expectRefused('protected-list', 'no file declares it', /`Acme \*` of `protect:` in stylesync.yaml, yet the plan would delete it \(--prune/);
  });

  it('is deleted as usual without protect (the control)', async () => {
    await w.write('styles/support.yaml', styleFile({ name: 'Acme Support', state: 'absent' }));
    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    expect(w.emu.lists()).toEqual([]);
  });

  it('cannot be deleted by a saved plan made before it was protected: apply plans afresh and refuses', async () => {
    await w.write('styles/support.yaml', styleFile({ name: 'Acme Support', state: 'absent' }));
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    await w.write('stylesync.yaml', 'protect:\n  - Acme Support\n');
    const apply = await w.cli(['apply', 'plan.json']);
    expect(apply.code).toBe(1);
    expect(apply.stdout + apply.stderr).toContain('is protected by the pattern `Acme Support`');
    expect(writes()).toEqual([]);
  });
});

describe('a protected glossary', () => {
  it('survives its tombstone, whatever the flags', async () => {
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\nstate: absent\nprotect: true\n');
    await expectRefused('protected-glossary', 'glossaries/acme.yaml', /would delete it \(its file is a tombstone, state: absent\), with 2 dictionaries/);
  });

  it('keeps a dictionary its file drops', async () => {
    await w.write('glossaries/acme.yaml', glossaryFile('protect: true\n', [['de', 'anmelden']]));
    await expectRefused('protected-glossary', 'glossaries/acme.yaml', /remove its dictionary en → fr \(1 term\)/);
  });

  it('named by a `protect:` pattern survives --prune once its file is gone', async () => {
    await w.write('stylesync.yaml', 'protect:\n  - "* Terms"\n');
    await w.write('glossaries/other.yaml', 'name: Other\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      a: b\n');
    const { rm } = await import('node:fs/promises');
    await rm(`${w.dir}/glossaries/acme.yaml`);
    const plan = await w.cli(['plan', ...FLAGS]);
    expectRun(plan, 1, { stdout: ['The glossary "Acme Terms" (no file declares it) is protected by the pattern `* Terms`'] });
  });
});
