import { access, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { applyPlan, applySavedPlan } from '../../src/app/apply.ts';
import type { AppEvent } from '../../src/app/events.ts';
import { planLive } from '../../src/app/plan-project.ts';
import { checkSavedPlan } from '../../src/app/saved-plan.ts';
import { StylesyncError } from '../../src/errors.ts';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { stableJson } from '../../src/plan/stable-json.ts';
import type { SavedPlan } from '../../src/plan/types.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { listRecords } from '../world/apply.ts';
import { inDir, useWorld, writes } from './support.ts';

const { w, openValid } = useWorld();

/** The plan of the files now, saved and read back as `plan --out` and `apply plan.json` do. */
async function savedPlan(): Promise<SavedPlan> {
  const { plan } = await planLive(await openValid(), {});
  return parseSavedPlan(stableJson(plan), 'plan.json');
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

function options(events: AppEvent[] = []) {
  return {
    concurrency: 2,
    backupDir: inDir(w(), 'backups'),
    recordFile: inDir(w(), 'out', 'record.jsonl'),
    idsFile: inDir(w(), 'out', 'ids.json'),
    planning: {},
    onEvent: (event: AppEvent) => events.push(event),
  };
}

describe('applySavedPlan', () => {
  it('sends a current plan and returns typed records; the record and ids files hold them', async () => {
    const saved = await savedPlan();
    const events: AppEvent[] = [];
    const applied = await applySavedPlan(await openValid(), saved, 'plan.json', options(events));
    expect(applied.status).toBe('applied');
    if (applied.status !== 'applied') return;
    const [record] = listRecords(applied.result.records);
    expect(applied.result.records).toHaveLength(1);
    expect(record).toMatchObject({ list: 'German', operation: 'create_list', outcome: 'applied', version_after: 1, version_source: 'response' });
    expect(record?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(applied.result.totals).toEqual({ applied: 1, failed: 0, skipped: 0 });
    // Progress as events, in order: the write, then the end of sending.
    expect(events.map((e) => e.kind)).toEqual(['write', 'sent']);
    const lines = (await readFile(inDir(w(), 'out', 'record.jsonl'), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines[0] as string)).toMatchObject({ list: 'German', style_id: record?.style_id, base_url: w().emu.url });
    expect(JSON.parse(await readFile(inDir(w(), 'out', 'ids.json'), 'utf8'))).toEqual({ format_version: 2, lists: { German: record?.style_id }, glossaries: {} });
  });

  it('refuses a stale plan with code stale-plan and writes nothing: no request, no record', async () => {
    const [live] = w().emu.seed([{ name: 'German', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const saved = await savedPlan();
    expect(saved.lists.items.map((l) => l.action)).toEqual(['update']);
    // Someone writes to the list after the plan was made (every write bumps its version).
    const session = await openValid();
    await session.api.replaceRules(live?.style_id as string, {});
    const before = writes(w()).length;
    const applied = await applySavedPlan(session, saved, 'plan.json', options());
    expect(applied.status).toBe('refused');
    if (applied.status !== 'refused') return;
    expect(applied.code).toBe('stale-plan');
    expect(applied.problems.map((p) => p.code)).toContain('stale-list-version');
    expect(writes(w()).length).toBe(before);
    expect(await exists(inDir(w(), 'out', 'record.jsonl'))).toBe(false);
    expect(await exists(inDir(w(), 'out', 'ids.json'))).toBe(false);
  });

  it('refuses a plan that is not what applying would do now with code saved-plan-differs', async () => {
    const saved = await savedPlan();
    const edited: SavedPlan = { ...saved, lists: { ...saved.lists, items: saved.lists.items.map((l) => ({ ...l, name: 'Edited' })) } };
    const check = await checkSavedPlan(await openValid(), edited, 'plan.json');
    expect(check.status === 'refused' && check.code).toBe('saved-plan-differs');
    expect(writes(w())).toEqual([]);
  });

  it('refuses other planning flags than the plan was made with: planning-flags-differ', async () => {
    const saved = await savedPlan();
    const error = await applySavedPlan(await openValid(), saved, 'plan.json', { ...options(), planning: { prune: true } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).code).toBe('planning-flags-differ');
    expect(writes(w())).toEqual([]);
  });
});

describe('applyPlan', () => {
  it('stops sending at the first interrupt, says so as an event, and reports the run as interrupted', async () => {
    await w().write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    const session = await openValid();
    const planned = await planLive(session, {});
    const events: AppEvent[] = [];
    // An interrupt that arrives before the first write.
    const result = await applyPlan(session, planned, { ...options(events), concurrency: 1, onInterrupt: (handler) => (handler(), () => {}) });
    expect(result.interrupted).toBe(true);
    expect(result.records).toEqual([]);
    expect(result.totals.skipped).toBe(2);
    expect(events.map((e) => e.kind)).toEqual(['stopping', 'sent']);
    expect(writes(w())).toEqual([]);
  });
});

describe('applyPlan and protection', () => {
  it('refuses a plan that deletes a protected list, even from a caller that did not look at its problems', async () => {
    w().emu.seed([{ name: 'German', language: 'de', configured_rules: DE_RULES, custom_instructions: [] }]);
    await w().write('styles/de.yaml', `${styleFile({ name: 'German', state: 'absent' })}protect: true\n`);
    const session = await openValid();
    const planned = await planLive(session, {});
    expect(planned.plan.lists.problems.map((p) => p.code)).toEqual(['protected-list']);
    const before = writes(w()).length;
    const error = await applyPlan(session, planned, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).code).toBe('protected');
    expect((error as StylesyncError).message).toContain('The list "German" (styles/de.yaml) is protected by `protect: true` in styles/de.yaml');
    expect(writes(w()).slice(before)).toEqual([]);
    expect(w().emu.lists().map((l) => l.name)).toEqual(['German']);
  });
});
