import type { LiveList, Origin } from '../../src/catalog/types.ts';
import type { Change, ListPlan, ListSection, Plan } from '../../src/plan/types.ts';
import { PLAN_FORMAT_VERSION } from '../../src/plan/types.ts';

/** Plain Plan literals for renderer tests: renderers see data only, never diff(). */

export const at = (file: string, line: number): Origin => ({ file, line, col: 3 });

/** `extra` may set the list section's fields (problems, unmanaged, blocked…) beside the plan's own. */
export function makePlan(lists: ListPlan[], extra: Partial<Omit<Plan, 'lists'>> & Partial<Omit<ListSection, 'items'>> = {}): Plan {
  const summary = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const l of lists) summary[l.action]++;
  const { unchanged = [], unmanaged = [], problems = [], blocked, fingerprint = { versions: {}, absent_names: [] }, summary: given, ...rest } = extra;
  return {
    format_version: PLAN_FORMAT_VERSION,
    lists: { items: lists, unchanged, unmanaged, summary: given ?? summary, fingerprint, problems, ...(blocked === undefined ? {} : { blocked }) },
    desired_checksum: 'c'.repeat(64),
    ...rest,
  };
}

export function liveList(name: string, fields: Partial<LiveList> = {}): LiveList {
  return { style_id: `id-${name}`, name, language: 'de', version: 2, configured_rules: {}, custom_instructions: [], ...fields };
}

export function updatePlan(name: string, changes: Change[], file = `styles/${name}.yaml`): ListPlan {
  return { name, file, action: 'update', style_id: `id-${name}`, live_version: 4, language: 'de', changes };
}

export function createPlan(name: string, file = `styles/${name}.yaml`): ListPlan {
  return {
    name,
    file,
    action: 'create',
    language: 'fr',
    changes: [
      {
        kind: 'create_list',
        body: {
          name,
          language: 'fr',
          configured_rules: { numbers: { decimal_separator: 'comma' } },
          custom_instructions: [{ label: 'Tone', prompt: 'Use vous.', source_language: 'en' }],
        },
        origin: at(file, 1),
        rule_origins: { 'numbers.decimal_separator': at(file, 6) },
        instruction_origins: [at(file, 12)],
      },
    ],
  };
}

export function deletePlan(name: string, reason: 'absent' | 'prune'): ListPlan {
  const before = liveList(name, { configured_rules: { numbers: { a: 'b' } }, custom_instructions: [{ id: 'i1', label: 'x', prompt: 'y', source_language: 'en' }] });
  const plan: ListPlan = { name, action: 'delete', style_id: before.style_id, live_version: 2, language: 'de', changes: [{ kind: 'delete_list', reason, before }] };
  if (reason === 'absent') plan.file = `styles/${name}.yaml`;
  return plan;
}

export function replacePlan(name: string): ListPlan {
  const create = createPlan(name).changes[0]!;
  return {
    name,
    file: `styles/${name}.yaml`,
    action: 'replace',
    style_id: `id-${name}`,
    live_version: 8,
    language: 'fr',
    changes: [{ kind: 'delete_list', reason: 'replace', before: liveList(name, { language: 'de' }) }, create],
  };
}

export const promptUpdate = (label: string, before: string, after: string, line = 20): Change => ({
  kind: 'update_instruction',
  instruction_id: `i-${label}`,
  before: { label, prompt: before, source_language: 'en' },
  after: { label, prompt: after, source_language: 'en' },
  origin: at('styles/support.yaml', line),
});
