import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleFile } from '../world/files.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// A repository that prunes by default, with a fragment, a tombstone and an
// unmanaged live list: a part of it must touch its own lists only.
const w = worldEach({
  config: 'styles_dir: styles\nprune: true\n',
  files: {
    'styles/_base.yaml': 'custom_instructions:\n  - label: Brand\n    prompt: Keep "Acme" as it is.\n    source_language: en\n',
    'styles/docs-en.yaml': `${styleFile({ name: 'Docs EN', language: 'en', instructions: [{ label: 'Tone', prompt: 'Be friendly.' }] })}extends: ./_base.yaml\n`,
    'styles/docs-de.yaml': styleFile({ name: 'Docs DE', language: 'de', instructions: [{ label: 'Tone', prompt: 'Sei locker.' }] }),
    'styles/old.yaml': styleFile({ name: 'Old', state: 'absent' }),
  },
  lists: [
    { name: 'Docs EN', language: 'en', configured_rules: {}, custom_instructions: [{ label: 'Tone', prompt: 'Be formal.', source_language: 'en' }] },
    { name: 'Docs DE', language: 'de', configured_rules: {}, custom_instructions: [{ label: 'Tone', prompt: 'Sei förmlich.', source_language: 'en' }] },
    { name: 'Old', language: 'fr', configured_rules: {}, custom_instructions: [] },
    { name: 'Stray', language: 'fr', configured_rules: {}, custom_instructions: [] },
  ],
});

const names = () => w.emu.lists().map((l) => l.name).sort();
const prompts = (name: string) => w.emu.lists().find((l) => l.name === name)?.custom_instructions.map((i) => i.prompt);

describe('stylesync plan PATH… / --list NAME: a part of the repository', () => {
  it('plans only the lists of the paths given, reads the fragments they extend, never prunes, and says it is partial', async () => {
    const whole = await w.cli(['plan']);
    expect(whole.stdout).toContain('Plan: 0 to create, 2 to update, 2 to delete.');

    const part = await w.cli(['plan', 'styles/docs-en.yaml', '--detailed-exitcode']);
    expectRun(part, 2, {
      stdout: [
        'update "Docs EN"',
        // The fragment's instruction, read for the list that extends it.
        'Keep "Acme" as it is.',
      ],
    });
    expect(part.stdout).not.toMatch(/Docs DE|Stray|"Old"/);
    const lines = part.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('Partial plan (styles/docs-en.yaml): lists outside it are not planned, and nothing is pruned.');
    expect(lines.at(-1)).toBe('Plan: 0 to create, 1 to update, 0 to delete.');
  });

  it('--list selects by name (repeatable, with paths as a union); a tombstone inside the part still deletes', async () => {
    const r = await w.cli(['plan', '--list', 'Old', '--list', 'Docs DE']);
    expectRun(r, 0, { stdout: ['delete "Old"', 'update "Docs DE"'] });
    expect(r.stdout).not.toMatch(/Docs EN|Stray/);
    expect(r.stdout).toContain('Plan: 0 to create, 1 to update, 1 to delete.');

    const union = await w.cli(['plan', 'styles/docs-en.yaml', '--list', 'Old', '--format', 'json']);
    const plan = JSON.parse(union.stdout);
    expect(plan.partial).toEqual({ paths: ['styles/docs-en.yaml'], lists: ['Old'] });
    expect(plan.lists.items.map((l: { name: string }) => l.name).sort()).toEqual(['Docs EN', 'Old']);
    expect(plan.lists.unmanaged).toEqual([]);
    expect(plan.planned_with.prune).toBe(false);

    const dir = await w.cli(['plan', 'styles', '--format', 'json']);
    expect(JSON.parse(dir.stdout).partial).toEqual({ paths: ['styles'], lists: [] });
    // The whole styles directory as a part: every list, but still no prune of Stray.
    expect(JSON.parse(dir.stdout).lists.summary).toEqual({ create: 0, update: 2, delete: 1, replace: 0 });
  });

  it('says it is partial in Markdown, next to the summary', async () => {
    const md = await w.cli(['plan', 'styles/docs-en.yaml', '--format', 'markdown']);
    expect(md.stdout).toMatch(/^### Plan: 0 to create, 1 to update, 0 to delete\.\n\n\*\*Partial plan \(styles\/docs-en\.yaml\): lists outside it are not planned, and nothing is pruned\.\*\*\n/);
  });

  it('applies a part: only its lists are written, Stray is not pruned', async () => {
    const r = await w.cli(['apply', 'styles/docs-en.yaml', '--yes']);
    expect(r.code).toBe(0);
    expect(prompts('Docs EN')?.sort()).toEqual(['Be friendly.', 'Keep "Acme" as it is.']);
    expect(prompts('Docs DE')).toEqual(['Sei förmlich.']);
    expect(names()).toEqual(['Docs DE', 'Docs EN', 'Old', 'Stray']);
  });

  it('a saved partial plan applies as partial, and edits to files outside it do not make it stale', async () => {
    const saved = await w.cli(['plan', '--list', 'Old', '--out', 'plan.json']);
    expectRun(saved, 0, { stdout: ['Apply exactly this plan with: stylesync apply plan.json\n'] });
    expect(JSON.parse(await w.read('plan.json')).partial).toEqual({ paths: [], lists: ['Old'] });
    await w.write('styles/docs-de.yaml', styleFile({ name: 'Docs DE', language: 'de', instructions: [{ label: 'Tone', prompt: 'Edited since.' }] }));
    const applied = await w.cli(['apply', 'plan.json']);
    expect(applied.code).toBe(0);
    expect(names()).toEqual(['Docs DE', 'Docs EN', 'Stray']);
    expect(prompts('Docs DE')).toEqual(['Sei förmlich.']);
  });

  it('a saved partial plan goes stale when its own file changes', async () => {
    await w.cli(['plan', 'styles/docs-de.yaml', '--out', 'plan.json']);
    await w.write('styles/docs-de.yaml', styleFile({ name: 'Docs DE', language: 'de', instructions: [{ label: 'Tone', prompt: 'Edited since.' }] }));
    const applied = await w.cli(['apply', 'plan.json']);
    expectRun(applied, 1, { stderr: ['the style files changed since it was made'] });
    expect(prompts('Docs DE')).toEqual(['Sei förmlich.']);
  });

  it('a saved partial plan whose file is gone is stale', async () => {
    await w.cli(['plan', 'styles/docs-de.yaml', '--out', 'plan.json']);
    await rm(join(w.dir, 'styles/docs-de.yaml'));
    const r = await w.cli(['apply', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: plan\.json is a partial plan, and its part selects nothing now: styles\/docs-de\.yaml does not exist\. Nothing was written\.\n {2}hint: Run `stylesync plan PATH… --out FILE` again/);
  });

  it('a saved partial plan edited to cover another part, or the whole, is refused', async () => {
    await w.cli(['plan', '--list', 'Old', '--out', 'plan.json']);
    const saved = JSON.parse(await w.read('plan.json'));
    for (const edit of [{ ...saved, partial: { paths: [], lists: ['Docs DE'] } }, Object.fromEntries(Object.entries(saved).filter(([k]) => k !== 'partial'))]) {
      await w.write('edited.json', JSON.stringify(edit));
      const r = await w.cli(['apply', 'edited.json']);
      expectRun(r, 1, { stderr: ['Nothing was written.'] });
    }
    expect(names()).toEqual(['Docs DE', 'Docs EN', 'Old', 'Stray']);
  });

  it('checks the examples of its own lists only (--check-translations)', async () => {
    const example = 'examples:\n  - text: Hello.\n    source_language: en\n';
    await w.write('styles/docs-de.yaml', `${styleFile({ name: 'Docs DE', language: 'de', instructions: [{ label: 'Tone', prompt: 'Sei locker.' }] })}${example}`);
    const long = `examples:\n  - text: ${'Ein langer Satz. '.repeat(6).trim()}\n    source_language: de\n`;
    await w.write('styles/docs-en.yaml', `${styleFile({ name: 'Docs EN', language: 'en', instructions: [{ label: 'Tone', prompt: 'Be friendly.' }] })}extends: ./_base.yaml\n${long}`);
    // The whole repository's examples would bill more than 50 characters; the part's do not.
    const whole = await w.cli(['plan', '--check-translations', '--max-check-characters', '50']);
    expectRun(whole, 1, { stderr: ['more than --max-check-characters 50'] });
    const before = w.emu.log.length;
    const r = await w.cli(['plan', 'styles/docs-de.yaml', '--check-translations', '--max-check-characters', '50']);
    expectRun(r, 0, { stdout: ['"Docs DE"'] });
    expect(r.stdout).not.toContain('Docs EN');
    // Before and after for the one example of Docs DE; none for Docs EN's.
    expect(w.emu.log.slice(before).filter((e) => e.route === '/v2/translate')).toHaveLength(2);
  });

  it('refuses what selects nothing, with a hint', async () => {
    const cases: Array<[string[], RegExp, RegExp]> = [
      [['plan', 'styles/_base.yaml'], /styles\/_base\.yaml is a fragment/, /hint: Give the lists that take values from it: styles\/docs-en\.yaml/],
      [['plan', 'stylesync.yaml'], /stylesync\.yaml is not in the styles directory \(styles\)/, /hint: Give style files or directories under styles\//],
      [['plan', '../elsewhere.yaml'], /is not in the styles directory/, /hint: /],
      [['plan', 'styles/nope.yaml'], /styles\/nope\.yaml does not exist/, /hint: Check the path/],
      [['plan', '--list', 'Docs Fr'], /No style file declares a list named "Docs Fr"/, /hint: Did you mean "Docs EN" or "Docs DE"\?|hint: Did you mean "Docs DE" or "Docs EN"\?/],
      [['plan', '--list', 'Stray'], /named "Stray"/, /stylesync import/],
      [['plan', 'styles/docs-en.yaml', '--prune'], /--prune cannot be combined with paths or --list/, /hint: /],
      [['apply', 'plan.json', 'styles/docs-en.yaml'], /plan\.json is not a style file .* a saved plan is applied alone/, /hint: Apply a saved plan alone/],
      [['apply', 'plan.json', '--list', 'Old'], /a saved plan is applied alone/, /hint: /],
    ];
    for (const [argv, message, hint] of cases) {
      const r = await w.cli(argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.stderr, argv.join(' ')).toMatch(message);
      expect(r.stderr, argv.join(' ')).toMatch(hint);
    }
    expect(names()).toEqual(['Docs DE', 'Docs EN', 'Old', 'Stray']);
  });
});
