import { describe, expect, it } from 'vitest';
import { ACME_DE_FILES, styleFile } from '../world/files.ts';
import { requests } from '../world/service.ts';
import { type World, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach({ files: { ...ACME_DE_FILES } });

const writes = (w: World) => requests(w.emu).filter((r) => !r.startsWith('GET'));

describe('stylesync apply confirmation', () => {
  it('refuses without --yes when there is no terminal, after showing the plan', async () => {
    const r = await w.cli(['apply']);
    expectRun(r, 1, { stdout: ['Plan: 1 to create'], stderr: ['no terminal', '--yes'] });
    expect(writes(w)).toEqual([]);
  });

  it('asks on a terminal and writes nothing when the answer is no', async () => {
    const questions: string[] = [];
    const r = await w.cli(['apply'], { isTTY: true, confirm: async (q) => (questions.push(q), false) });
    expect(r.code).toBe(1);
    expect(questions).toEqual([`Plan: 1 to create, 0 to update, 0 to delete. Apply these changes to ${w.emu.url}?`]);
    expect(r.stderr).toContain('Apply cancelled');
    expect(writes(w)).toEqual([]);
  });

  it('applies when the answer is yes, and --yes skips the question', async () => {
    const r = await w.cli(['apply'], { isTTY: true, confirm: async () => true });
    expect(r.code).toBe(0);
    expect(w.emu.lists()).toHaveLength(1);
    let asked = false;
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme FR', language: 'fr' }));
    const y = await w.cli(['apply', '--yes'], { isTTY: true, confirm: async () => (asked = true) });
    expect(y.code).toBe(0);
    expect(asked).toBe(false);
    expect(w.emu.lists()).toHaveLength(2);
  });

  it('does not ask when there is nothing to do, and still writes --ids-out and an empty record', async () => {
    expect((await w.cli(['apply', '--yes', '--record', 'rec.jsonl'])).code).toBe(0);
    expect(await w.read('rec.jsonl')).not.toBe('');
    const r = await w.cli(['apply', '--ids-out', 'ids.json', '--record', 'rec.jsonl']);
    expectRun(r, 0, { stdout: ['Nothing to apply.'] });
    const [list] = w.emu.lists();
    expect(JSON.parse(await w.read('ids.json'))).toEqual({ format_version: 2, lists: { 'Acme DE': list!.style_id }, glossaries: {} });
    expect(await w.read('rec.jsonl')).toBe('');
    const whole = await w.cli(['record', 'rec.jsonl']);
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.stdout)).toEqual([]);
  });

  it('records each write as one JSON line, and `stylesync record` prints the whole record as one JSON array', async () => {
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme FR', language: 'fr' }));
    const r = await w.cli(['apply', '--yes', '--record', 'out/rec.jsonl']);
    expect(r.code).toBe(0);
    const lines = (await w.read('out/rec.jsonl')).split('\n');
    expect(lines.pop()).toBe('');
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((e) => [e.operation, e.list, e.outcome, e.base_url]).sort()).toEqual([
      ['create_list', 'Acme DE', 'applied', w.emu.url],
      ['create_list', 'Acme FR', 'applied', w.emu.url],
    ]);
    const whole = await w.cli(['record', 'out/rec.jsonl']);
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.stdout)).toEqual(entries);
  });

  it('reads a record whose last line a kill cut short, leaving that line out with a warning', async () => {
    await w.write('torn.jsonl', '{"operation":"create_list","list":"A"}\n{"operation":"create_li');
    const r = await w.cli(['record', 'torn.jsonl']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ operation: 'create_list', list: 'A' }]);
    expect(r.stderr).toContain('the last line of torn.jsonl is cut short');
    await w.write('bad.jsonl', 'nope\n{"operation":"create_list"}\n');
    const bad = await w.cli(['record', 'bad.jsonl']);
    expectRun(bad, 1, { stderr: ['bad.jsonl:1 is not a record entry'] });
  });

  it('each record line carries its format_version; a line of another format is refused, naming both', async () => {
    await w.cli(['apply', '--yes', '--record', 'rec.jsonl']);
    const lines = (await w.read('rec.jsonl')).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.format_version === 1)).toBe(true);
    await w.write('later.jsonl', '{"format_version":2,"operation":"create_list","list":"A"}\n');
    const later = await w.cli(['record', 'later.jsonl']);
    expectRun(later, 1, { stderr: ['later.jsonl:1 is a record entry of format_version 2; this stylesync reads format_version 1'] });
  });

  it('opens the record before the first write: an unwritable path sends nothing', async () => {
    await w.write('blocker', 'a file, not a directory');
    const r = await w.cli(['apply', '--yes', '--record', 'blocker/rec.jsonl']);
    expectRun(r, 1, { stderr: ['(--record)'] });
    expect(writes(w)).toEqual([]);
  });

  it('checks --concurrency', async () => {
    const r = await w.cli(['apply', '--yes', '--concurrency', '0']);
    expectRun(r, 1, { stderr: ['--concurrency must be a whole number of at least 1'] });
    expect(w.emu.log).toEqual([]);
  });
});

describe('stylesync apply output', () => {
  it('--format json prints one document: records, created ids, files written; the plan goes to stderr', async () => {
    w.emu.seed([{ name: 'Old', language: 'fr', configured_rules: {}, custom_instructions: [{ label: 'A', prompt: 'B', source_language: 'en' }] }]);
    await w.write('styles/old.yaml', styleFile({ name: 'Old', language: 'fr' }));
    const r = await w.cli(['apply', '--yes', '--format', 'json', '--record', 'rec.json', '--ids-out', 'ids.json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    const created = w.emu.lists().find((l) => l.name === 'Acme DE')!;
    expect(doc.complete).toBe(true);
    expect(doc.created).toEqual({ 'Acme DE': created.style_id });
    expect(doc.records.map((x: { list: string; operation: string }) => [x.list, x.operation]).sort()).toEqual([
      ['Acme DE', 'create_list'],
      ['Old', 'delete_instruction'],
    ]);
    expect(doc.records[0].trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(doc.files_written).toHaveLength(3);
    expect(doc.files_written.slice(0, 2)).toEqual(['rec.json', 'ids.json']);
    expect(doc.files_written[2]).toMatch(/^\.stylesync\/backups\//);
    expect(r.stderr).toContain('Plan: 1 to create, 1 to update');
    expect(r.stderr).toContain('Apply complete');
  });

  it('--format json needs --yes, and prints validation errors as JSON', async () => {
    const prompt = await w.cli(['apply', '--format', 'json'], { isTTY: true, confirm: async () => true });
    expectRun(prompt, 1, { stderr: ['needs --yes'] });
    expect(writes(w)).toEqual([]);
    await w.write('styles/typo.yaml', 'name: Typo\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_seperator: x\n');
    const invalid = await w.cli(['apply', '--yes', '--format', 'json']);
    expect(invalid.code).toBe(1);
    expect(JSON.parse(invalid.stdout).errors[0].code).toBe('unknown-rule');
    expect(writes(w)).toEqual([]);
  });

  it('--quiet prints only errors and the final line', async () => {
    const r = await w.cli(['apply', '--yes', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Apply complete: 1 write to 1 list.\n');
    expect(r.stderr).toBe('');
    const again = await w.cli(['-q', 'apply', '--yes']);
    expect(again.stdout).toBe('Nothing to apply.\n');
  });
});
