import type { LiveInstruction, LiveList, Origin, RuleMap } from '../../src/catalog/types.ts';
import type { DesiredInstruction, DesiredList } from '../../src/config/model.ts';

/** Small literal builders: every test states the fields it cares about and gets sensible rest. */

export function at(file: string, line: number): Origin {
  return { file, line, col: 1 };
}

export function want(name: string, fields: Partial<DesiredList> & { rules?: RuleMap; instructions?: Array<[string, string, string?]> } = {}): DesiredList {
  const file = fields.file ?? `styles/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.yaml`;
  const rules = fields.rules ?? fields.configured_rules ?? {};
  const ruleOrigins: Record<string, Origin> = {};
  let line = 4;
  for (const [group, members] of Object.entries(rules)) {
    line++;
    for (const rule of Object.keys(members)) ruleOrigins[`${group}.${rule}`] = at(file, ++line);
  }
  const instructions: readonly DesiredInstruction[] =
    fields.custom_instructions ??
    (fields.instructions ?? []).map(([label, prompt, source_language = 'en'], i) => ({ label, prompt, source_language, ...at(file, 40 + i * 3) }));
  const list: DesiredList = {
    file,
    name,
    language: fields.language ?? 'de',
    state: fields.state ?? 'present',
    configured_rules: rules,
    ruleOrigins: fields.ruleOrigins ?? ruleOrigins,
    custom_instructions: instructions,
    examples: [],
    origin: fields.origin ?? at(file, 1),
  };
  if (fields.style_id !== undefined) list.style_id = fields.style_id;
  return list;
}

let nextId = 0;

export function have(
  name: string,
  fields: Partial<Omit<LiveList, 'custom_instructions'>> & { rules?: RuleMap; instructions?: Array<[string, string, string?]>; custom_instructions?: LiveInstruction[] } = {},
): LiveList {
  const id = fields.style_id ?? `sid-${++nextId}`;
  return {
    style_id: id,
    name,
    language: fields.language ?? 'de',
    version: fields.version ?? 3,
    configured_rules: fields.rules ?? fields.configured_rules ?? {},
    custom_instructions:
      fields.custom_instructions ??
      (fields.instructions ?? []).map(([label, prompt, source_language = 'en'], i) => ({ id: `${id}-i${i}`, label, prompt, source_language })),
  };
}

export const OPTS = { prune: false, ignore: [], allowReplace: false };
