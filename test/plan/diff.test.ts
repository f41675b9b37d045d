import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { LIMITS } from '../../src/catalog/types.ts';
import { diff } from '../../src/plan/diff.ts';
import type { Change, Plan } from '../../src/plan/types.ts';
import { OPTS, have, want } from './builders.ts';
import { instructionFields, readingFields } from '../../src/catalog/instruction-fields.ts';
import type { InstructionSpec } from '../../src/catalog/types.ts';

/** Executes a plan against an in-memory copy of live, the way apply would, counting instructions between writes. */
function applyInMemory(live: LiveList[], plan: Plan): { lists: LiveList[]; writes: number; maxInstructions: number } {
  const lists = structuredClone(live);
  let writes = 0;
  let maxInstructions = 0;
  let created = 0;
  for (const listPlan of plan.lists.items) {
    let target = lists.find((l) => l.style_id === listPlan.style_id);
    for (const change of listPlan.changes as Change[]) {
      writes++;
      switch (change.kind) {
        case 'create_list':
          target = {
            style_id: `new-${++created}`,
            version: 1,
            ...change.body,
            custom_instructions: change.body.custom_instructions.map((i, n) => ({ ...i, id: `new-${created}-${n}` })),
          };
          lists.push(target);
          break;
        case 'delete_list':
          lists.splice(lists.indexOf(lists.find((l) => l.style_id === change.before.style_id)!), 1);
          break;
        case 'rename_list':
          target!.name = change.to;
          break;
        case 'replace_rules':
          target!.configured_rules = change.after;
          break;
        case 'delete_instruction':
          target!.custom_instructions = target!.custom_instructions.filter((i) => i.id !== change.instruction_id);
          break;
        case 'update_instruction':
          target!.custom_instructions = target!.custom_instructions.map((i) => (i.id === change.instruction_id ? { ...change.after, id: i.id } : i));
          break;
        case 'create_instruction':
          target!.custom_instructions.push({ ...change.after, id: `added-${writes}` });
          break;
      }
      if (target) maxInstructions = Math.max(maxInstructions, target.custom_instructions.length);
    }
  }
  return { lists, writes, maxInstructions };
}

describe('diff: nothing to do', () => {
  it('gives an empty plan when the desired state equals live, rule order and all', () => {
    const desired = [want('Support', { rules: { punctuation: { quote_style: 'double' }, numbers: { decimal: 'comma' } }, instructions: [['Tone', 'Be formal.']] })];
    const live = [have('Support', { rules: { numbers: { decimal: 'comma' }, punctuation: { quote_style: 'double' } }, instructions: [['Tone', 'Be formal.']] })];
    const plan = diff(desired, live, OPTS);
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.unchanged).toEqual(['Support']);
    expect(plan.lists.summary).toEqual({ create: 0, update: 0, delete: 0, replace: 0 });
    expect(plan.lists.fingerprint).toEqual({ versions: {}, absent_names: [] });
    expect(plan.lists.problems).toEqual([]);
  });

  // Lists held in columns make their instruction objects on each read of custom_instructions (issue #31): a list equal to
  // its file is compared field by field (catalog/instruction-fields.ts) and none is made.
  it('makes no instruction object for a list whose live instructions equal the file’s, in order; any other difference is planned', () => {
    const instructions: Array<[string, string, string?]> = [['Tone', 'Be formal.'], ['Dates', 'ISO dates.', 'de']];
    // Held in columns whose objects may not be made: read by field only.
    const untouchable = <L extends { custom_instructions: readonly InstructionSpec[] }>(list: L): L => {
      const fields = instructionFields(list);
      const { custom_instructions: _, ...rest } = list;
      const byField = { length: fields.length, label: (n: number) => fields.label(n), prompt: (n: number) => fields.prompt(n), sourceLanguage: (n: number) => fields.sourceLanguage(n), toArray: () => expect.unreachable('custom_instructions read') };
      return readingFields(rest, byField) as unknown as L;
    };
    const plan = diff([untouchable(want('Support', { instructions }))], [untouchable(have('Support', { instructions }))], OPTS);
    expect(plan.lists.unchanged).toEqual(['Support']);
    const cases: Array<[Array<[string, string, string?]>, string[]]> = [
      [[['Dates', 'ISO dates.', 'de'], ['Tone', 'Be formal.']], []],
      [[['Tone', 'Be formal.'], ['Dates', 'ISO dates.', 'fr']], ['update_instruction']],
      [[['Tone', 'Be formal!'], ['Dates', 'ISO dates.', 'de']], ['update_instruction']],
      [[['Tone', 'Be formal.']], ['create_instruction']],
      [[['Tone', 'Be formal.'], ['Dates', 'ISO dates.', 'de'], ['Old', 'Gone.']], ['delete_instruction']],
    ];
    for (const [live, kinds] of cases) {
      const other = diff([want('Support', { instructions })], [have('Support', { instructions: live })], OPTS);
      expect(other.lists.items.flatMap((i) => i.changes.map((c) => c.kind))).toEqual(kinds);
    }
  });

  it('treats an empty rule group as no group at all', () => {
    const plan = diff([want('A', { rules: { numbers: {} } })], [have('A', { rules: {} })], OPTS);
    expect(plan.lists.items).toEqual([]);
  });

  it('notes a tombstone whose list is already gone as unchanged', () => {
    const plan = diff([want('Old', { state: 'absent' })], [], OPTS);
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.unchanged).toEqual(['Old']);
  });

  it('plans nothing more once its own plan has been applied', () => {
    const desired = [
      want('A', { rules: { numbers: { decimal: 'point' } }, instructions: [['x', 'one'], ['y', 'two'], ['z', 'three']] }),
      want('B', { style_id: 'b', instructions: [['k', 'kept']] }),
      want('C', { instructions: [['n', 'new']] }),
      want('D', { state: 'absent' }),
    ];
    const live = [
      have('A', { rules: { numbers: { decimal: 'comma' } }, instructions: [['y', 'TWO'], ['gone', 'bye'], ['x', 'one'], ['x', 'copy']] }),
      have('Old B', { style_id: 'b', instructions: [['k', 'kept', 'de']] }),
      have('D'),
      have('Stray'),
    ];
    const plan = diff(desired, live, { ...OPTS, prune: true });
    const after = applyInMemory(live, plan);
    expect(after.writes).toBeGreaterThan(0);
    const again = diff(desired, after.lists, { ...OPTS, prune: true });
    expect(again.lists.items).toEqual([]);
    expect(again.lists.unchanged.sort()).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('diff: creates', () => {
  it('creates a missing list in one change carrying canonical rules and the instructions in file order', () => {
    const desired = [want('New', { language: 'fr', rules: { punctuation: { b: '2', a: '1' } }, instructions: [['z', 'last letter first'], ['a', 'then a', 'de']] })];
    const plan = diff(desired, [], OPTS);
    expect(plan.lists.items).toHaveLength(1);
    const list = plan.lists.items[0]!;
    expect(list).toMatchObject({ name: 'New', action: 'create', language: 'fr', file: 'styles/new.yaml' });
    expect(list.style_id).toBeUndefined();
    expect(list.changes).toHaveLength(1);
    const change = list.changes[0]!;
    if (change.kind !== 'create_list') throw new Error(`expected create_list, got ${change.kind}`);
    expect(change.body).toEqual({
      name: 'New',
      language: 'fr',
      configured_rules: { punctuation: { a: '1', b: '2' } },
      custom_instructions: [
        { label: 'z', prompt: 'last letter first', source_language: 'en' },
        { label: 'a', prompt: 'then a', source_language: 'de' },
      ],
    });
    expect(Object.keys(change.body.configured_rules.punctuation!)).toEqual(['a', 'b']);
    expect(change.origin).toEqual({ file: 'styles/new.yaml', line: 1, col: 1 });
    expect(change.instruction_origins?.map((o) => o.line)).toEqual([40, 43]);
    expect(plan.lists.fingerprint.absent_names).toEqual(['New']);
    expect(plan.lists.summary).toEqual({ create: 1, update: 0, delete: 0, replace: 0 });
  });
});

describe('diff: identity', () => {
  it('matches by name and never plans a rename without a pin', () => {
    const plan = diff([want('Support', { instructions: [['a', 'b']] })], [have('Support', { style_id: 's1', version: 7 })], OPTS);
    expect(plan.lists.items.map((l) => [l.action, l.style_id, l.live_version])).toEqual([['update', 's1', 7]]);
    expect(plan.lists.items[0]!.changes.map((c) => c.kind)).toEqual(['create_instruction']);
  });

  it('renames through a pin, and the old name does not also match another file', () => {
    const desired = [want('New name', { style_id: 's1' }), want('Old name')];
    const plan = diff(desired, [have('Old name', { style_id: 's1' })], OPTS);
    expect(plan.lists.problems).toEqual([]);
    const rename = plan.lists.items.find((l) => l.style_id === 's1')!;
    expect(rename.changes).toEqual([{ kind: 'rename_list', from: 'Old name', to: 'New name', origin: { file: 'styles/new-name.yaml', line: 1, col: 1 } }]);
    expect(plan.lists.items.find((l) => l.name === 'Old name')?.action).toBe('create');
    // The name exists live (the list being renamed away), so it is not fingerprinted as absent.
    expect(plan.lists.fingerprint.absent_names).toEqual([]);
  });

  it('reports a stale pin with what to do, and plans nothing for it', () => {
    const plan = diff([want('Support', { style_id: 'gone' })], [have('Other', { style_id: 'other' })], OPTS);
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.problems).toHaveLength(1);
    const problem = plan.lists.problems[0]!;
    expect(problem.code).toBe('stale-pin');
    expect(problem.message).toContain('gone');
    expect(problem.hint).toMatch(/stale/);
    expect(problem.hint).toMatch(/remove style_id/);
    expect(problem.file).toBe('styles/support.yaml');
  });

  it('names the new id when a stale pin has a live list of its name (left by a replace), and never prunes that list', () => {
    const live = [have('Support', { style_id: 'new-id', language: 'fr' }), have('Stray', { style_id: 'x' })];
    const plan = diff([want('Support', { style_id: 'old-id', language: 'fr' })], live, { ...OPTS, prune: true });
    expect(plan.lists.problems.map((p) => p.code)).toEqual(['stale-pin']);
    const problem = plan.lists.problems[0]!;
    expect(problem.message).toContain('old-id');
    expect(problem.message).toContain('new-id');
    expect(problem.hint).toContain('`style_id: new-id` in styles/support.yaml');
    expect(problem.hint).toContain('--ids-out');
    expect(plan.lists.items.map((l) => l.style_id)).toEqual(['x']);
    expect(plan.lists.unmanaged).toEqual([]);
  });

  it('offers every same-named live list no other file pins when a pin is stale', () => {
    // s3 is also named Support, but another file pins it (renaming it away).
    const live = [have('Support', { style_id: 's1' }), have('Support', { style_id: 's2' }), have('Support', { style_id: 's3' })];
    const plan = diff([want('Support', { style_id: 'gone' }), want('Renamed', { style_id: 's3' })], live, OPTS);
    expect(plan.lists.problems.map((p) => p.code)).toEqual(['stale-pin']);
    const problem = plan.lists.problems[0]!;
    expect(problem.message).toContain('2 live lists are named "Support" (s1, s2)');
    expect(problem.hint).toContain('one of s1, s2');
  });

  it('accepts a stale pin on a tombstone: the list is already gone', () => {
    const plan = diff([want('Support', { style_id: 'gone', state: 'absent' })], [], OPTS);
    expect(plan.lists.problems).toEqual([]);
    expect(plan.lists.unchanged).toEqual(['Support']);
  });

  it('asks for a pin when two live lists share the name, and never prunes them', () => {
    const live = [have('Twin', { style_id: 't1' }), have('Twin', { style_id: 't2' }), have('Stray', { style_id: 'x' })];
    const plan = diff([want('Twin', { instructions: [['a', 'b']] })], live, { ...OPTS, prune: true });
    expect(plan.lists.problems).toEqual([]);
    expect(plan.lists.blocked?.map((p) => p.code)).toEqual(['ambiguous-name']);
    expect(plan.lists.blocked![0]!.message).toContain('t1');
    expect(plan.lists.blocked![0]!.message).toContain('t2');
    expect(plan.lists.blocked![0]!.hint).toContain('style_id');
    expect(plan.lists.items.map((l) => l.style_id)).toEqual(['x']);
    expect(plan.lists.unmanaged).toEqual([]);
  });

  it('resolves two same-named live lists through a pin', () => {
    const live = [have('Twin', { style_id: 't1' }), have('Twin', { style_id: 't2' })];
    const plan = diff([want('Twin', { style_id: 't2' })], live, OPTS);
    expect(plan.lists.problems).toEqual([]);
    expect(plan.lists.unchanged).toEqual(['Twin']);
    expect(plan.lists.unmanaged.map((u) => u.style_id)).toEqual(['t1']);
  });

  it('refuses two files declaring one name or pinning one id', () => {
    const a = want('Same', { file: 'styles/a.yaml' });
    const b = want('Same', { file: 'styles/b.yaml' });
    const c = want('C', { style_id: 'p', file: 'styles/c.yaml' });
    const d = want('D', { style_id: 'p', file: 'styles/d.yaml' });
    const plan = diff([a, b, c, d], [have('Same', { style_id: 's' }), have('C', { style_id: 'p' })], { ...OPTS, prune: true });
    expect(plan.lists.problems.map((p) => p.code).sort()).toEqual(['duplicate-name', 'duplicate-pin']);
    expect(plan.lists.problems.find((p) => p.code === 'duplicate-name')!.message).toContain('styles/a.yaml, styles/b.yaml');
    // Neither the contested lists nor anything else is touched.
    expect(plan.lists.items).toEqual([]);
  });
});

describe('diff: rules', () => {
  it('replaces rules only when the canonical maps differ, with per-rule before → after and origins', () => {
    const desired = [want('A', { rules: { punctuation: { quote: 'single' }, numbers: { decimal: 'comma' } } })];
    const live = [have('A', { rules: { punctuation: { quote: 'double' }, dates: { format: 'iso' }, numbers: { decimal: 'comma' } } })];
    const plan = diff(desired, live, OPTS);
    const change = plan.lists.items[0]!.changes[0]!;
    if (change.kind !== 'replace_rules') throw new Error(`expected replace_rules, got ${change.kind}`);
    expect(change.after).toEqual({ numbers: { decimal: 'comma' }, punctuation: { quote: 'single' } });
    expect(change.before).toEqual({ dates: { format: 'iso' }, numbers: { decimal: 'comma' }, punctuation: { quote: 'double' } });
    expect(change.rules).toEqual([
      { group: 'dates', rule: 'format', before: 'iso' },
      { group: 'punctuation', rule: 'quote', before: 'double', after: 'single' },
    ]);
    expect(Object.keys(change.origins)).toEqual(['punctuation.quote']);
    expect(change.origins['punctuation.quote']!.file).toBe('styles/a.yaml');
  });

  it('keeps unknown groups and rules rather than dropping them', () => {
    const plan = diff([want('A', { rules: { future_group: { thing: 'on' } } })], [have('A')], OPTS);
    const change = plan.lists.items[0]!.changes[0]!;
    expect(change.kind === 'replace_rules' && change.after).toEqual({ future_group: { thing: 'on' } });
  });
});

describe('diff: order within a list', () => {
  it('renames, then replaces rules, then deletes, updates and creates instructions', () => {
    const live = [have('Old', { style_id: 'p', rules: { numbers: { decimal: 'comma' } }, instructions: [['gone', 'x'], ['edit', 'before']] })];
    const desired = [want('New', { style_id: 'p', rules: { numbers: { decimal: 'point' } }, instructions: [['added', 'y'], ['edit', 'after']] })];
    const changes = diff(desired, live, OPTS).lists.items[0]!.changes;
    expect(changes.map((c) => c.kind)).toEqual(['rename_list', 'replace_rules', 'delete_instruction', 'update_instruction', 'create_instruction']);
  });
});

describe('diff: instructions', () => {
  it('orders deletes, then updates, then creates (in file order); updates carry all fields and only when a field differs', () => {
    const desired = [
      want('A', {
        instructions: [
          ['new-2', 'second new'],
          ['same', 'unchanged'],
          ['prompt', 'new prompt'],
          ['lang', 'same prompt', 'fr'],
          ['new-1', 'first new'],
        ],
      }),
    ];
    const live = [have('A', { style_id: 'a', instructions: [['lang', 'same prompt', 'de'], ['same', 'unchanged'], ['old', 'bye'], ['prompt', 'old prompt']] })];
    const changes = diff(desired, live, OPTS).lists.items[0]!.changes;
    expect(changes.map((c) => c.kind)).toEqual(['delete_instruction', 'update_instruction', 'update_instruction', 'create_instruction', 'create_instruction']);
    expect(changes[0]).toMatchObject({ instruction_id: 'a-i2', before: { label: 'old' }, reason: 'removed' });
    expect(changes[1]).toEqual({
      kind: 'update_instruction',
      instruction_id: 'a-i3',
      before: { label: 'prompt', prompt: 'old prompt', source_language: 'en' },
      after: { label: 'prompt', prompt: 'new prompt', source_language: 'en' },
      origin: { file: 'styles/a.yaml', line: 46, col: 1 },
    });
    expect(changes[2]).toMatchObject({ instruction_id: 'a-i0', after: { label: 'lang', prompt: 'same prompt', source_language: 'fr' } });
    expect(changes.slice(3).map((c) => (c.kind === 'create_instruction' ? c.after.label : c.kind))).toEqual(['new-2', 'new-1']);
  });

  it('matches the first of two live instructions with one label and deletes the others, saying why', () => {
    const live = [have('A', { style_id: 'a', instructions: [['tone', 'first'], ['tone', 'second'], ['tone', 'third']] })];
    const changes = diff([want('A', { instructions: [['tone', 'first']] })], live, OPTS).lists.items[0]!.changes;
    expect(changes).toEqual([
      { kind: 'delete_instruction', instruction_id: 'a-i1', before: { label: 'tone', prompt: 'second', source_language: 'en' }, reason: 'duplicate_label' },
      { kind: 'delete_instruction', instruction_id: 'a-i2', before: { label: 'tone', prompt: 'third', source_language: 'en' }, reason: 'duplicate_label' },
    ]);
  });

  it('refuses a desired list that repeats a label', () => {
    const plan = diff([want('A', { instructions: [['x', '1'], ['x', '2']] })], [have('A')], { ...OPTS, prune: true });
    expect(plan.lists.problems.map((p) => p.code)).toEqual(['duplicate-label']);
    expect(plan.lists.items).toEqual([]);
  });

  it('never holds more than the limit while swapping a full list of instructions', () => {
    const n = LIMITS.instructionsPerList;
    const live = [have('Full', { instructions: Array.from({ length: n }, (_, i): [string, string] => [`old-${i}`, 'p']) })];
    const desired = [want('Full', { instructions: Array.from({ length: n }, (_, i): [string, string] => [i % 2 ? `old-${i}` : `new-${i}`, i % 3 ? 'p' : 'q']) })];
    const plan = diff(desired, live, OPTS);
    const { maxInstructions, lists } = applyInMemory(live, plan);
    expect(maxInstructions).toBeLessThanOrEqual(n);
    expect(lists[0]!.custom_instructions.map((i) => i.label).sort()).toEqual(desired[0]!.custom_instructions.map((i) => i.label).sort());
  });
});

describe('diff: deletes', () => {
  it('deletes a tombstoned list that is live', () => {
    const plan = diff([want('Old', { state: 'absent' })], [have('Old', { style_id: 'o', version: 4 })], OPTS);
    expect(plan.lists.items).toEqual([
      { name: 'Old', file: 'styles/old.yaml', action: 'delete', style_id: 'o', live_version: 4, language: 'de', changes: [{ kind: 'delete_list', reason: 'absent', before: expect.objectContaining({ style_id: 'o' }) }] },
    ]);
    expect(plan.lists.fingerprint.versions).toEqual({ o: 4 });
  });

  it('leaves unmanaged lists alone without prune, listing them', () => {
    const plan = diff([], [have('Stray', { style_id: 's' }), have('tmp-1', { style_id: 't' })], { ...OPTS, ignore: ['tmp-*'] });
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.unmanaged).toEqual([
      { style_id: 's', name: 'Stray', language: 'de', ignored: false },
      { style_id: 't', name: 'tmp-1', language: 'de', ignored: true },
    ]);
  });

  it('prunes unmanaged lists except those an ignore pattern matches', () => {
    const live = [have('Stray', { style_id: 's' }), have('tmp-1', { style_id: 't' }), have('Managed', { style_id: 'm' })];
    const plan = diff([want('Managed')], live, { ...OPTS, prune: true, ignore: ['tmp-*'] });
    expect(plan.lists.items.map((l) => [l.name, l.action, l.file])).toEqual([['Stray', 'delete', undefined]]);
    expect(plan.lists.items[0]!.changes).toEqual([{ kind: 'delete_list', reason: 'prune', before: live[0] }]);
    expect(plan.lists.unmanaged).toEqual([{ style_id: 't', name: 'tmp-1', language: 'de', ignored: true }]);
    expect(plan.lists.summary.delete).toBe(1);
  });
});

describe('diff: language change', () => {
  it('refuses a replace without allowReplace, stating the new style_id consequence and the flag', () => {
    const plan = diff([want('A', { language: 'fr' })], [have('A', { style_id: 'a', language: 'de' })], OPTS);
    expect(plan.lists.items).toEqual([]);
    expect(plan.lists.problems).toHaveLength(1);
    const problem = plan.lists.problems[0]!;
    expect(problem.code).toBe('replace-refused');
    expect(problem.message).toMatch(/NEW style_id/);
    expect(problem.message).toContain('de');
    expect(problem.message).toContain('fr');
    expect(problem.hint).toContain('--allow-replace (in the Action: `allow-replace: true`)');
  });

  it('marks a replace whose file pins the old id, so apply can say to update the pin', () => {
    const live = [have('A', { style_id: 'a', language: 'de' }), have('B', { style_id: 'b', language: 'de' })];
    const plan = diff([want('A', { style_id: 'a', language: 'fr' }), want('B', { language: 'fr' })], live, { ...OPTS, allowReplace: true });
    expect(plan.lists.items.map((l) => [l.name, l.action, l.pinned])).toEqual([
      ['A', 'replace', true],
      ['B', 'replace', undefined],
    ]);
  });

  it('plans delete + create as one replace with allowReplace', () => {
    const live = [have('A', { style_id: 'a', language: 'de', version: 9, instructions: [['x', 'y']] })];
    const plan = diff([want('A', { language: 'fr', instructions: [['x', 'y']] })], live, { ...OPTS, allowReplace: true });
    expect(plan.lists.problems).toEqual([]);
    expect(plan.lists.items).toHaveLength(1);
    expect(plan.lists.items[0]).toMatchObject({ action: 'replace', style_id: 'a', live_version: 9, language: 'fr' });
    expect(plan.lists.items[0]!.changes.map((c) => (c.kind === 'delete_list' ? `${c.kind}:${c.reason}` : c.kind))).toEqual(['delete_list:replace', 'create_list']);
    expect(plan.lists.summary).toEqual({ create: 0, update: 0, delete: 0, replace: 1 });
    expect(plan.lists.fingerprint.versions).toEqual({ a: 9 });
  });
});

describe('diff: plan metadata', () => {
  it('fingerprints exactly the touched lists and counts actions', () => {
    const desired = [want('Same'), want('Changed', { instructions: [['a', 'b']] }), want('New'), want('Gone', { state: 'absent' })];
    const live = [have('Same', { style_id: 's', version: 1 }), have('Changed', { style_id: 'c', version: 2 }), have('Gone', { style_id: 'g', version: 5 })];
    const plan = diff(desired, live, { ...OPTS, target: 'prod' });
    expect(plan.target).toBe('prod');
    expect(plan.lists.fingerprint).toEqual({ versions: { c: 2, g: 5 }, absent_names: ['New'] });
    expect(plan.lists.summary).toEqual({ create: 1, update: 1, delete: 1, replace: 0 });
    expect(plan.lists.unchanged).toEqual(['Same']);
    expect(plan.desired_checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is deterministic', () => {
    const desired = [want('A', { instructions: [['x', 'y']] }), want('B')];
    const live = [have('A', { style_id: 'a' }), have('C', { style_id: 'c' })];
    expect(diff(desired, live, OPTS)).toEqual(diff(desired, live, OPTS));
  });
});

describe('diff: duplicates a create made twice', () => {
  const body = { rules: { numbers: { decimal: 'comma' } }, instructions: [['Tone', 'Be formal.'] as [string, string]] };

  it('keeps the oldest exact copy and removes the others, saying which is kept', () => {
    const live = [
      { ...have('Twin', { style_id: 'young', ...body }), creation_time: '2026-01-02T00:00:00.000Z' },
      { ...have('Twin', { style_id: 'old', ...body }), creation_time: '2026-01-01T00:00:00.000Z' },
      { ...have('Twin', { style_id: 'mid', ...body }), creation_time: '2026-01-01T12:00:00.000Z' },
    ];
    const plan = diff([want('Twin', body)], live, OPTS);
    expect(plan.lists.problems).toEqual([]);
    expect(plan.lists.blocked).toBeUndefined();
    expect(plan.lists.unchanged).toEqual(['Twin']);
    expect(plan.lists.items.map((l) => [l.action, l.style_id, l.file])).toEqual([
      ['delete', 'mid', 'styles/twin.yaml'],
      ['delete', 'young', 'styles/twin.yaml'],
    ]);
    for (const list of plan.lists.items) expect(list.changes).toEqual([{ kind: 'delete_list', reason: 'duplicate', before: live.find((l) => l.style_id === list.style_id), kept: 'old' }]);
    expect(plan.lists.summary.delete).toBe(2);
    // Converges: after the removals one list answers to the name and the next plan is empty.
    const after = applyInMemory(live, plan).lists;
    expect(after.map((l) => l.style_id)).toEqual(['old']);
    expect(diff([want('Twin', body)], after, OPTS).lists.items).toEqual([]);
  });

  it('picks the same copy whatever order the read returns them in', () => {
    const a = { ...have('Twin', { style_id: 'b-id', ...body }), creation_time: '2026-01-01T00:00:00.000Z' };
    const b = { ...have('Twin', { style_id: 'a-id', ...body }), creation_time: '2026-01-01T00:00:00.000Z' };
    expect(diff([want('Twin', body)], [a, b], OPTS).lists.items.map((l) => l.style_id)).toEqual(['b-id']);
    expect(diff([want('Twin', body)], [b, a], OPTS).lists.items.map((l) => l.style_id)).toEqual(['b-id']);
  });

  it('never removes a same-named list that holds anything the file does not: only that list is held back', () => {
    const changed = { rules: { numbers: { decimal: 'period' } }, instructions: body.instructions };
    const extra = { rules: body.rules, instructions: [...body.instructions, ['Web UI', 'Added by hand.'] as [string, string]] };
    for (const other of [changed, extra, { ...body, language: 'fr' }]) {
      const live = [have('Twin', { style_id: 'copy', ...body }), have('Twin', { style_id: 'other', ...other }), have('Elsewhere', { style_id: 'e' })];
      const plan = diff([want('Twin', body), want('New', {}), want('Elsewhere', { rules: body.rules })], live, OPTS);
      expect(plan.lists.problems).toEqual([]);
      expect(plan.lists.blocked?.map((p) => [p.code, p.list])).toEqual([['ambiguous-name', 'Twin']]);
      expect(plan.lists.blocked![0]!.message).toContain('1 of them is an exact copy of the file');
      expect(plan.lists.items.map((l) => [l.action, l.name])).toEqual([
        ['create', 'New'],
        ['update', 'Elsewhere'],
      ]);
    }
  });

  it('keeps the instruction copy equal to the file and removes the others as duplicates', () => {
    const live = have('L', { instructions: [['Tone', 'Be casual.'], ['Tone', 'Be formal.'], ['Tone', 'Be formal.']] });
    const plan = diff([want('L', { instructions: [['Tone', 'Be formal.']] })], [live], OPTS);
    const changes = plan.lists.items[0]!.changes;
    expect(changes.map((c) => [c.kind, c.kind === 'delete_instruction' ? [c.instruction_id, c.reason] : null])).toEqual([
      ['delete_instruction', [`${live.style_id}-i0`, 'duplicate_label']],
      ['delete_instruction', [`${live.style_id}-i2`, 'duplicate_label']],
    ]);
  });
});
