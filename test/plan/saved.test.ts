import { describe, expect, it } from 'vitest';
import { desiredChecksum } from '../../src/plan/checksum.ts';
import { diff } from '../../src/plan/diff.ts';
import { parseSavedPlan } from '../../src/plan/saved.ts';
import { stableJson } from '../../src/plan/stable-json.ts';
import { staleness } from '../../src/plan/sections.ts';
import { PLAN_FORMAT_VERSION, type SavedPlan } from '../../src/plan/types.ts';
import { thrownStylesyncError } from '../stylesync-error.ts';
import { OPTS, have, want } from './builders.ts';

function scenario() {
  const desired = [
    want('Changed', { rules: { numbers: { decimal: 'comma' } }, instructions: [['a', 'b']] }),
    want('New', { instructions: [['x', 'y']] }),
    want('Renamed', { style_id: 'r' }),
    want('Gone', { state: 'absent' }),
  ];
  const live = [
    have('Changed', { style_id: 'c', version: 2, instructions: [['a', 'old'], ['z', 'bye']] }),
    have('Old name', { style_id: 'r', version: 4 }),
    have('Gone', { style_id: 'g', version: 6 }),
    have('Stray', { style_id: 's', version: 1 }),
  ];
  const plan: SavedPlan = {
    ...diff(desired, live, { ...OPTS, prune: true, target: 'prod' }),
    applies_to: { target: 'prod', base_url: 'https://styles.example.com', styles_dir: 'styles' },
    planned_with: { prune: true, allow_replace: false, allow_deletes: 3 },
  };
  return { desired, live, plan };
}

describe('stableJson / parseSavedPlan', () => {
  it('round-trips a plan', () => {
    const { plan } = scenario();
    const text = stableJson(plan);
    expect(JSON.parse(text).format_version).toBe(PLAN_FORMAT_VERSION);
    expect(parseSavedPlan(text, 'plan.json')).toEqual(plan);
  });

  it('writes format_version first and is byte-stable whatever the key order', () => {
    const { plan } = scenario();
    const text = stableJson(plan);
    expect(text.startsWith(`{\n  "format_version": ${PLAN_FORMAT_VERSION},`)).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    const shuffled = JSON.parse(JSON.stringify(plan, Object.keys(plan).reverse().concat(allKeys(plan).reverse())));
    expect(stableJson(shuffled)).toBe(text);
  });

  it('refuses text that is not JSON, with a hint', () => {
    const error = thrownStylesyncError(() => parseSavedPlan('{"format_version": 1,', 'out/plan.json'));
    expect(error.message).toContain('out/plan.json');
    expect(error.message).toContain('not valid JSON');
    expect(error.hint).toContain('stylesync plan');
  });

  it('refuses another format_version, or none', () => {
    const { plan } = scenario();
    const other = thrownStylesyncError(() => parseSavedPlan(JSON.stringify({ ...plan, format_version: 99 }), 'plan.json'));
    expect(other.message).toContain('format_version 99');
    expect(other.message).toContain(`format_version ${PLAN_FORMAT_VERSION}`);
    expect(other.hint).toContain('stylesync plan');
    // Format 3 kept the lists' items, counts and problems at the top: a plan saved by it is refused, not misread.
    const { lists, ...rest } = plan;
    const three = thrownStylesyncError(() => parseSavedPlan(JSON.stringify({ ...rest, ...lists, lists: lists.items, format_version: 3 }), 'plan.json'));
    expect(three.message).toContain('has format_version 3; this stylesync reads saved plans of format_version 4');
    expect(three.hint).toContain('Run `stylesync plan --out plan.json` again');
    const none = thrownStylesyncError(() => parseSavedPlan('[1, 2]', 'plan.json'));
    expect(none.message).toContain('has no format_version');
  });

  it('refuses a wrong shape, naming the path that is wrong', () => {
    const { plan } = scenario();
    const cases: Array<[(p: any) => void, string]> = [
      [(p) => delete p.lists.fingerprint, "lists must have required property 'fingerprint'"],
      [(p) => (p.lists.items[0].changes[0].kind = 'explode'), 'lists.items[0].changes[0].kind'],
      [(p) => (p.lists.items[0].changes[0].rules = 'all'), 'lists.items[0].changes[0].rules'],
      [(p) => (p.lists.items[1].action = 'upsert'), 'lists.items[1].action must be equal to one of the allowed values: create, update, delete, replace'],
      [(p) => (p.lists.fingerprint.versions.c = '2'), 'lists.fingerprint.versions.c'],
      [(p) => (p.lists.items[0].changes[1].instruction_id = 7), 'lists.items[0].changes[1].instruction_id'],
      [(p) => (p.lists.unmanaged = {}), 'lists.unmanaged'],
      [(p) => (p.lists.items[1].pinned = 'yes'), 'lists.items[1].pinned'],
      [(p) => (p.lists.problems = [{ code: 1, message: 'm', hint: 'h' }]), 'lists.problems[0].code must be string'],
      [(p) => (p.lists.problems = [{ code: 'c' }]), "lists.problems[0] must have required property 'message'"],
      [(p) => (p.lists.blocked = 'none'), 'lists.blocked'],
      [(p) => delete p.applies_to, "the plan must have required property 'applies_to'"],
      [(p) => (p.applies_to.base_url = 8080), 'applies_to.base_url'],
      [(p) => delete p.applies_to.styles_dir, "applies_to must have required property 'styles_dir'"],
      [(p) => delete p.planned_with, "the plan must have required property 'planned_with'"],
      [(p) => (p.planned_with.allow_deletes = 'all'), 'planned_with.allow_deletes must be integer or null'],
    ];
    for (const [edit, path] of cases) {
      const broken = structuredClone(plan);
      edit(broken);
      const error = thrownStylesyncError(() => parseSavedPlan(JSON.stringify(broken), 'plan.json'));
      expect(error.message).toContain(path);
      expect(error.hint).toContain('stylesync plan');
    }
  });
});

describe('staleness', () => {
  it('finds nothing when live and files are as planned', () => {
    const { desired, live, plan } = scenario();
    expect(staleness(plan, { lists: live }, desiredChecksum(desired))).toEqual([]);
  });

  it('reports a fingerprinted list whose version moved, with then → now', () => {
    const { desired, live, plan } = scenario();
    live[0]!.version = 5;
    const problems = staleness(plan, { lists: live }, desiredChecksum(desired));
    expect(problems.map((p) => p.code)).toEqual(['stale-list-version']);
    expect(problems[0]!.message).toContain('"Changed"');
    expect(problems[0]!.message).toContain('version 2 then → 5 now');
    expect(problems[0]!.hint).toContain('stylesync plan');
  });

  it('reports a fingerprinted list that is gone', () => {
    const { desired, live, plan } = scenario();
    const problems = staleness(plan, { lists: live.filter((l) => l.style_id !== 'r') }, desiredChecksum(desired));
    expect(problems.map((p) => p.code)).toEqual(['stale-list-gone']);
    expect(problems[0]!.message).toContain('"Renamed"');
  });

  it('ignores writes to lists the plan does not touch', () => {
    const { desired, live, plan } = scenario();
    expect(plan.lists.fingerprint.versions).not.toHaveProperty('unrelated');
    const more = [...live, have('Unrelated', { style_id: 'unrelated', version: 40 })];
    expect(staleness(plan, { lists: more }, desiredChecksum(desired)).map((p) => p.code)).toEqual([]);
  });

  it('reports a list to create whose name now exists', () => {
    const { desired, live, plan } = scenario();
    const problems = staleness(plan, { lists: [...live, have('New', { style_id: 'someone-else' })] }, desiredChecksum(desired));
    expect(problems.map((p) => p.code)).toEqual(['stale-name-taken']);
    expect(problems[0]!.message).toContain('"New"');
  });

  it('reports edited style files', () => {
    const { desired, live, plan } = scenario();
    desired[0] = { ...desired[0]!, custom_instructions: [{ ...desired[0]!.custom_instructions[0]!, prompt: 'edited' }] };
    const problems = staleness(plan, { lists: live }, desiredChecksum(desired));
    expect(problems.map((p) => p.code)).toEqual(['stale-files']);
    expect(problems[0]!.hint).toContain('stylesync plan');
  });
});

function allKeys(value: unknown, keys = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, keys));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      allKeys(v, keys);
    }
  }
  return [...keys];
}
