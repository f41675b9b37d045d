import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createBackupWriter } from '../../src/apply/backup.ts';
import { listKind } from '../../src/apply/kinds.ts';
import { recordItem, type ApplyOptions } from '../../src/apply/result.ts';
import { sendPlan } from '../../src/apply/send-plan.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import type { Change } from '../../src/plan/types.ts';
import { createClient } from '../../src/live/client.ts';
import { renderProgress } from '../../src/report/apply-progress.ts';
import { emulatorClock, useEmulator } from '../world/service.ts';
import { body, client, clock, emulator, KEY, listPlan, listRecords, plan, rulesChange, tempDir } from '../world/apply.ts';

const emu = useEmulator(emulator);

/** Options for one run; the snapshot is the emulator's state now, as a plan would have read it. */
function options(overrides: Partial<ApplyOptions> = {}): ApplyOptions & { lines: string[] } {
  const lines: string[] = [];
  const read = new Map(emu.lists().map((l) => [l.style_id, l]));
  return {
    concurrency: 4,
    // The CLI's rendering of each progress event, as a person reads it.
    onProgress: (event) => lines.push(renderProgress(event)),
    now: clock(),
    backup: async (list) => `backup-of-${list.style_id}-v${list.version}`,
    snapshot: (id) => read.get(id),
    lines,
    ...overrides,
  };
}

const find = (id: string): LiveList | undefined => emu.lists().find((l) => l.style_id === id);

describe('sendPlan, lists', () => {
  it('stops every list sending when the record cannot be kept, and does not count the landed write as failed', async () => {
    const [de, fr] = emu.seed([body('Acme DE'), body('Acme FR', { language: 'fr' })]) as [LiveList, LiveList];
    const full = new Error('ENOSPC: no space left on device');
    const seen: string[] = [];
    const opts = options({
      concurrency: 1,
      onRecord: (r) => {
        seen.push(`${recordItem(r).name} ${r.outcome}`);
        throw full;
      },
    });
    const run = sendPlan(
      plan([
        listPlan(de, [{ kind: 'rename_list', from: 'Acme DE', to: 'Acme DE 2' }, rulesChange(de.configured_rules, { punctuation: { quotation_mark: 'use_guillemets' } })]),
        listPlan(fr, [{ kind: 'rename_list', from: 'Acme FR', to: 'Acme FR 2' }]),
      ]),
      client(emu.url),
      opts,
    );
    await expect(run).rejects.toBe(full);
    expect(seen).toEqual(['Acme DE applied']);
    expect(find(de.style_id)!.name).toBe('Acme DE 2');
    expect(find(de.style_id)!.configured_rules).toEqual(de.configured_rules);
    expect(find(fr.style_id)!.name).toBe('Acme FR');
  });

  it('sends no write once stopped (Ctrl+C): the list is left `stopped` with what was not sent, and the result says so', async () => {
    const [de, fr] = emu.seed([body('Acme DE'), body('Acme FR', { language: 'fr' })]) as [LiveList, LiveList];
    let stop = false;
    const opts = options({ concurrency: 1, stopped: () => stop, onProgress: () => void (stop = true) });
    const result = await sendPlan(
      plan([
        listPlan(de, [{ kind: 'rename_list', from: 'Acme DE', to: 'Acme DE 2' }, rulesChange(de.configured_rules, { punctuation: { quotation_mark: 'use_guillemets' } })]),
        listPlan(fr, [{ kind: 'rename_list', from: 'Acme FR', to: 'Acme FR 2' }]),
      ]),
      client(emu.url),
      opts,
    );
    expect(listRecords(result.records).map((r) => [r.list, r.operation, r.outcome])).toEqual([['Acme DE', 'rename_list', 'applied']]);
    expect(result.lists.map((l) => [l.name, l.status, l.applied, l.skipped])).toEqual([
      ['Acme DE', 'stopped', 1, 1],
      ['Acme FR', 'stopped', 0, 1],
    ]);
    expect(result.interrupted).toBe(true);
    expect(result.totals).toEqual({ applied: 1, failed: 0, skipped: 2 });
    expect(find(de.style_id)!.configured_rules).toEqual(de.configured_rules);
    expect(find(fr.style_id)!.name).toBe('Acme FR');
  });

  it('runs one list’s writes in plan order and tracks the version each write leaves', async () => {
    const [live] = emu.seed([body('Acme DE')]) as [LiveList];
    const [tone, brand] = live.custom_instructions as [LiveList['custom_instructions'][number], LiveList['custom_instructions'][number]];
    const opts = options();
    const result = await sendPlan(
      plan([
        listPlan(live, [
          { kind: 'rename_list', from: 'Acme DE', to: 'Acme Marketing DE' },
          rulesChange(live.configured_rules, { punctuation: { quotation_mark: 'use_guillemets' } }),
          { kind: 'delete_instruction', instruction_id: brand.id, before: brand },
          { kind: 'update_instruction', instruction_id: tone.id, before: tone, after: { ...tone, prompt: 'Use "Sie".' } },
          { kind: 'create_instruction', after: { label: 'Dates', prompt: 'Write dates as 1. März 2025.', source_language: 'en' } },
        ], { name: 'Acme Marketing DE' }),
      ]),
      client(emu.url),
      opts,
    );

    const now = find(live.style_id)!;
    expect(now.name).toBe('Acme Marketing DE');
    expect(now.configured_rules).toEqual({ punctuation: { quotation_mark: 'use_guillemets' } });
    expect(now.custom_instructions.map((i) => [i.label, i.prompt])).toEqual([
      ['Tone', 'Use "Sie".'],
      ['Dates', 'Write dates as 1. März 2025.'],
    ]);
    expect(listRecords(result.records).map((r) => [r.operation, r.version_after, r.version_source])).toEqual([
      ['rename_list', 2, 'response'],
      ['replace_rules', 3, 'response'],
      ['delete_instruction', 4, 'derived'],
      ['update_instruction', 5, 'derived'],
      ['create_instruction', 6, 'derived'],
    ]);
    // The derived figure must agree with what the service actually holds.
    expect(now.version).toBe(6);
    // The requests went out in the plan's order.
    expect(emu.log.map((e) => `${e.method} ${e.route}`)).toEqual([
      'PATCH /v3/style_rules/:style_id',
      'PUT /v3/style_rules/:style_id/configured_rules',
      'DELETE /v3/style_rules/:style_id/custom_instructions/:instruction_id',
      'PUT /v3/style_rules/:style_id/custom_instructions/:instruction_id',
      'POST /v3/style_rules/:style_id/custom_instructions',
    ]);
    for (const record of listRecords(result.records)) {
      expect(record).toMatchObject({ list: 'Acme Marketing DE', style_id: live.style_id, outcome: 'applied' });
      expect(record.trace_id).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(emu.log.map((e) => e.traceId)).toEqual(listRecords(result.records).map((r) => r.trace_id));
    // The instruction delete came after a backup of the list as read before the run (version 1, not 3).
    expect(listRecords(result.records).map((r) => r.backup)).toEqual([undefined, undefined, `backup-of-${live.style_id}-v1`, undefined, undefined]);
    expect(opts.lines[2]).toContain(`(list backed up to backup-of-${live.style_id}-v1 first)`);
    expect(result.totals).toEqual({ applied: 5, failed: 0, skipped: 0 });
    expect(result.lists[0]).toMatchObject({ status: 'applied', applied: 5, skipped: 0, style_id: live.style_id });
  });

  it('prints one progress line per write naming the list, the request, the version and the trace', async () => {
    const [live] = emu.seed([body('Acme DE')]) as [LiveList];
    const opts = options();
    const result = await sendPlan(
      plan([listPlan(live, [rulesChange(live.configured_rules, {}), { kind: 'create_instruction', after: { label: 'X', prompt: 'Y', source_language: 'en' } }])]),
      client(emu.url),
      opts,
    );
    expect(opts.lines).toHaveLength(2);
    const [first, second] = listRecords(result.records);
    expect(opts.lines[0]).toBe(`~ Acme DE: PUT configured_rules → version 2 (trace ${first!.trace_id!.slice(0, 8)}…)`);
    expect(opts.lines[1]).toBe(`~ Acme DE: POST custom_instructions "X" → version 3 (derived) (trace ${second!.trace_id!.slice(0, 8)}…)`);
  });

  it('creates a list and reports the id the service gave it', async () => {
    const opts = options();
    const result = await sendPlan(plan([listPlan(undefined, [{ kind: 'create_list', body: body('Acme FR', { language: 'fr' }) }])]), client(emu.url), opts);
    const [created] = emu.lists();
    expect(created?.name).toBe('Acme FR');
    expect(listRecords(result.records)[0]).toMatchObject({ operation: 'create_list', style_id: created!.style_id, version_after: 1, version_source: 'response' });
    expect(result.lists[0]).toMatchObject({ status: 'applied', style_id: created!.style_id, previous_style_id: null });
    expect(opts.lines[0]).toMatch(new RegExp(`^\\+ New list: POST style_rules → style_id ${created!.style_id}, version 1 \\(trace [0-9a-f]{8}…\\)$`));
  });

  it('records a create found after an unclear answer as recovered, without a trace id, and sends it once', async () => {
    // The service holds the POST: the client gives up once the emulator has it and the list is made before the
    // client looks (emulatorClock), in that order at any speed; 400 ms against 150 and 1100 was a race a loaded machine lost.
    emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'hold', count: 1 });
    const slow = createClient({ baseUrl: emu.url, apiKey: KEY, clock: emulatorClock(emu), retries: 0 });
    const opts = options();
    const result = await sendPlan(plan([listPlan(undefined, [{ kind: 'create_list', body: body('Acme FR', { language: 'fr' }) }])]), slow, opts);
    const [created] = emu.lists();
    expect(emu.lists()).toHaveLength(1);
    expect(emu.log.filter((e) => e.method === 'POST')).toHaveLength(1);
    expect(listRecords(result.records)[0]).toMatchObject({ operation: 'create_list', style_id: created!.style_id, recovered: true, trace_id: null, outcome: 'applied' });
    expect(opts.lines[0]).toBe(`+ New list: POST style_rules → style_id ${created!.style_id}, version 1 (found after an unclear answer, not sent twice)`);
  });

  it('backs a list up before deleting it, and a replace deletes then creates under a new id', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const [live] = emu.seed([body('Acme DE')]) as [LiveList];
      const backup = createBackupWriter(listKind.backup, { dir, root: dir, now: clock() });
      const result = await sendPlan(
        plan([
          listPlan(live, [
            { kind: 'delete_list', reason: 'replace', before: live },
            { kind: 'create_list', body: body('Acme DE', { language: 'fr' }) },
          ], { action: 'replace' }),
        ]),
        client(emu.url),
        options({ backup }),
      );
      const [now] = emu.lists();
      expect(emu.lists()).toHaveLength(1);
      expect(now!.language).toBe('fr');
      expect(now!.style_id).not.toBe(live.style_id);
      const [deleted, created] = listRecords(result.records);
      expect(deleted).toMatchObject({ operation: 'delete_list', style_id: live.style_id, version_after: null });
      expect(created).toMatchObject({ operation: 'create_list', style_id: now!.style_id, version_after: 1 });
      expect(result.lists[0]).toMatchObject({ previous_style_id: live.style_id, style_id: now!.style_id, action: 'replace' });
      // The backup holds the list as last read, and its name says which list and when.
      expect(deleted!.backup).toMatch(new RegExp(`^${live.style_id}-2025-01-01T12-00-00-\\d{3}Z\\.json$`));
      const saved = JSON.parse(await readFile(`${dir}/${deleted!.backup}`, 'utf8'));
      expect(saved.list).toEqual(live);
      expect(saved.stylesync_backup).toBe(1);
    } finally {
      await cleanup();
    }
  });

  it('backs up what was read from the service, never the before a plan carries, and deletes nothing it has no read of', async () => {
    const [live] = emu.seed([body('Acme DE')]) as [LiveList];
    const madeUp: LiveList = { ...live, configured_rules: {}, custom_instructions: [] };
    const saved: LiveList[] = [];
    const backup = async (list: LiveList) => (saved.push(list), 'ok');
    const result = await sendPlan(plan([listPlan(live, [{ kind: 'delete_list', reason: 'absent', before: madeUp }], { action: 'delete' })]), client(emu.url), options({ backup }));
    expect(result.totals.failed).toBe(0);
    expect(saved).toEqual([live]);

    const [other] = emu.seed([body('Other DE')]) as [LiveList];
    const unread = await sendPlan(
      plan([listPlan(other, [{ kind: 'delete_list', reason: 'absent', before: other }], { action: 'delete' })]),
      client(emu.url),
      options({ backup, snapshot: () => undefined }),
    );
    expect(unread.lists[0]).toMatchObject({ status: 'failed', applied: 0 });
    expect(find(other.style_id)).toBeDefined();
  });

  it('does not delete a list whose backup cannot be written', async () => {
    const [live] = emu.seed([body('Acme DE')]) as [LiveList];
    const result = await sendPlan(
      plan([listPlan(live, [{ kind: 'delete_list', reason: 'absent', before: live }], { action: 'delete' })]),
      client(emu.url),
      options({ backup: async () => Promise.reject(new Error('EACCES: permission denied')) }),
    );
    expect(find(live.style_id)).toBeDefined();
    expect(emu.log.filter((e) => e.method === 'DELETE')).toHaveLength(0);
    expect(result.lists[0]).toMatchObject({ status: 'failed', applied: 0 });
    expect(result.lists[0]!.failure!.message).toContain('not deleted');
    expect(result.lists[0]!.failure!.hint).toContain('--backup-dir');
  });

  it('backs a list up once before its instruction deletes, and deletes none when the backup fails', async () => {
    const [a, b] = emu.seed([body('List A'), body('List B')]) as [LiveList, LiveList];
    const deletes = (list: LiveList) => list.custom_instructions.map((i) => ({ kind: 'delete_instruction' as const, instruction_id: i.id, before: i }));
    const saved: string[] = [];
    const result = await sendPlan(
      plan([listPlan(a, deletes(a)), listPlan(b, deletes(b))]),
      client(emu.url),
      options({
        backup: async (list) => {
          if (list.style_id === b.style_id) throw new Error('ENOSPC: no space left on device');
          saved.push(list.style_id);
          return 'ok';
        },
      }),
    );
    expect(saved).toEqual([a.style_id]);
    expect(find(a.style_id)!.custom_instructions).toEqual([]);
    expect(find(b.style_id)!.custom_instructions).toHaveLength(2);
    expect(emu.log.filter((e) => e.method === 'DELETE')).toHaveLength(2);
    const outB = result.lists[1]!;
    expect(outB).toMatchObject({ status: 'failed', applied: 0, skipped: 1 });
    expect(outB.failure!.message).toContain('was not deleted');
    expect(outB.failure!.message).toContain('ENOSPC');
  });

  it('stops a list at its first failed write and lets the other lists finish', async () => {
    const [a, b] = emu.seed([body('List A'), body('List B')]) as [LiveList, LiveList];
    emu.addFault({ method: 'PUT', route: '/v3/style_rules/:style_id/configured_rules', kind: 'status', status: 500, count: 1 });
    const addX = { kind: 'create_instruction' as const, after: { label: 'X', prompt: 'Y', source_language: 'en' } };
    const opts = options({ concurrency: 1 });
    const result = await sendPlan(
      plan([listPlan(a, [rulesChange(a.configured_rules, {}), addX]), listPlan(b, [rulesChange(b.configured_rules, {}), addX])]),
      client(emu.url),
      opts,
    );
    const [outA, outB] = result.lists;
    expect(outA).toMatchObject({ status: 'failed', applied: 0, skipped: 1 });
    expect(outA!.failure!.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(outB).toMatchObject({ status: 'applied', applied: 2, skipped: 0 });
    expect(find(a.style_id)!.version).toBe(1);
    expect(find(a.style_id)!.custom_instructions.map((i) => i.label)).not.toContain('X');
    expect(find(b.style_id)!.custom_instructions.map((i) => i.label)).toContain('X');
    expect(result.totals).toEqual({ applied: 2, failed: 1, skipped: 1 });
    expect(listRecords(result.records)[0]).toMatchObject({ outcome: 'failed', list: 'List A', version_after: null });
    expect(opts.lines[0]).toMatch(/^! List A: PUT configured_rules failed: .+\(trace [0-9a-f]{32}\)$/);
  });

  it('keeps lists in plan order in the result whatever order they finish in', async () => {
    const lives = emu.seed(['L1', 'L2', 'L3', 'L4', 'L5'].map((n) => body(n)));
    const result = await sendPlan(
      plan(lives.map((l) => listPlan(l, [rulesChange(l.configured_rules, {})]))),
      client(emu.url),
      options({ concurrency: 3 }),
    );
    expect(result.lists.map((l) => l.name)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(emu.lists().every((l) => l.version === 2)).toBe(true);
  });

  it('sends nothing for an empty plan', async () => {
    const result = await sendPlan(plan([]), client(emu.url), options());
    expect(listRecords(result.records)).toEqual([]);
    expect(emu.log).toEqual([]);
  });

describe('critical-path scheduling', () => {
  const renames = (name: string, count: number): Change[] =>
    Array.from({ length: count }, (_, i) => ({ kind: 'rename_list' as const, from: i === 0 ? name : `${name} ${i}`, to: `${name} ${i + 1}` }));

  it("sends the list with the most writes left next, keeps each list's writes in order, and reports lists in plan order", async () => {
    const [a, b, c] = emu.seed([body('A'), body('B'), body('C')]) as [LiveList, LiveList, LiveList];
    const seen: string[] = [];
    const result = await sendPlan(
      plan([listPlan(a, renames('A', 1)), listPlan(b, renames('B', 3)), listPlan(c, renames('C', 2))]),
      client(emu.url),
      options({ concurrency: 1, onRecord: (r) => seen.push(`${recordItem(r).name}:${r.outcome}`) }),
    );
    // Strictly one at a time, each free slot to the list with the most writes left (plan order among equals):
    // B (3 left), B (2, before C's 2: plan order), C (2), then the three with 1 left in plan order: A, B, C.
    const [A, B, C] = [a, b, c].map((l) => `/v3/style_rules/${l.style_id}`);
    expect(emu.log.filter((e) => e.method !== 'GET').map((e) => e.path)).toEqual([B, B, C, A, B, C]);
    expect(seen).toHaveLength(6);
    expect(result.lists.map((l) => l.style_id)).toEqual([a.style_id, b.style_id, c.style_id]);
    expect(find(b.style_id)?.name).toBe('B 3');
  });
});
});
