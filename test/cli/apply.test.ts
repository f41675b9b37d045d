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

  it('does not ask when there is nothing to do, and still writes --ids-out', async () => {
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    const r = await w.cli(['apply', '--ids-out', 'ids.json', '--record', 'rec.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Nothing to apply.');
    const [list] = w.emu.lists();
    expect(JSON.parse(await w.read('ids.json'))).toEqual({ 'Acme DE': list!.style_id });
    expect(JSON.parse(await w.read('rec.json'))).toEqual([]);
  });

  it('checks --concurrency', async () => {
    const r = await w.cli(['apply', '--yes', '--concurrency', '0']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--concurrency must be a whole number of at least 1');
    expect(w.emu.log).toEqual([]);
  });
});
