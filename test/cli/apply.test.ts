import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoKeyLeak, requests, styleFile, world, type World } from '../scenarios/harness.ts';

let w: World;
beforeEach(async () => {
  w = await world();
  await w.write('styles/de.yaml', styleFile({ name: 'Acme DE' }));
});
afterEach(async () => {
  await w.close();
});
afterAll(() => expectNoKeyLeak());

const writes = (w: World) => requests(w.emu).filter((r) => !r.startsWith('GET'));

describe('stylesync apply confirmation', () => {
  it('refuses without --yes when there is no terminal, after showing the plan', async () => {
    const r = await w.cli(['apply']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Plan: 1 to create');
    expect(r.stderr).toContain('no terminal');
    expect(r.stderr).toContain('--yes');
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
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Nothing to apply.');
    const [list] = w.emu.lists();
    expect(JSON.parse(await w.read('ids.json'))).toEqual({ 'Acme DE': list!.style_id });
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
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('bad.jsonl:1 is not a record entry');
  });

  it('opens the record before the first write: an unwritable path sends nothing', async () => {
    await w.write('blocker', 'a file, not a directory');
    const r = await w.cli(['apply', '--yes', '--record', 'blocker/rec.jsonl']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(--record)');
    expect(writes(w)).toEqual([]);
  });

  it('checks --concurrency', async () => {
    const r = await w.cli(['apply', '--yes', '--concurrency', '0']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--concurrency must be a whole number of at least 1');
    expect(w.emu.log).toEqual([]);
  });
});
