import { describe, expect, it } from 'vitest';
import type { CreateListBody } from '../../src/live/api.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { readRecord } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

const seed = (name: string): CreateListBody => ({ name, language: 'de', configured_rules: {}, custom_instructions: [] });
const RULES_ROUTE = '/v3/style_rules/:style_id/configured_rules';

describe('a partial failure', () => {
  it('stops only the failing list, reports it, exits 1, and a rerun converges', async () => {
    w.emu.seed([seed('List A'), seed('List B'), seed('List C')]);
    for (const name of ['A', 'B', 'C']) {
      await w.write(`styles/${name}.yaml`, styleFile({ name: `List ${name}`, rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
    }
    // The client tries a PUT four times (three retries); four 500s exhaust them for the first list written.
    w.emu.addFault({ method: 'PUT', route: RULES_ROUTE, kind: 'status', status: 500, count: 4 });

    const first = await w.cli(['apply', '--yes', '--concurrency', '1', '--record', 'record.jsonl']);
    expect(first.code).toBe(1);
    const failedPuts = w.emu.log.filter((e) => e.route === RULES_ROUTE && e.status === 500);
    expect(failedPuts).toHaveLength(4);
    const lists = w.emu.lists();
    const untouched = lists.filter((l) => l.version === 1);
    expect(untouched).toHaveLength(1);
    const failedName = untouched[0]!.name;
    for (const list of lists.filter((l) => l.name !== failedName)) {
      expect(list.configured_rules).toEqual(DE_RULES);
      expect(list.custom_instructions.map((i) => i.label)).toEqual(['Brand']);
    }
    expect(first.stdout).toContain(`! ${failedName}: PUT configured_rules failed:`);
    expect(first.stdout).toContain('Apply incomplete: 4 applied, 1 list failed, 1 skipped.');
    expect(first.stdout).toContain(`trace id: ${failedPuts.at(-1)!.traceId}`);
    expect(first.stdout).toContain('hint:');

    const record = await readRecord(w, 'record.jsonl');
    expect(record.filter((r: { outcome: string }) => r.outcome === 'failed')).toMatchObject([{ list: failedName, operation: 'replace_rules', trace_id: failedPuts.at(-1)!.traceId }]);
    expect(record.filter((r: { outcome: string }) => r.outcome === 'applied')).toHaveLength(4);

    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(plan, 2, { stdout: ['Plan: 0 to create, 1 to update, 0 to delete.'] });

    const rerun = await w.cli(['apply', '--yes']);
    expect(rerun.code).toBe(0);
    const after = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(after, 0, { stdout: ['No changes.'] });
    expect(w.emu.lists().every((l) => l.version === 3)).toBe(true);
  });
});
