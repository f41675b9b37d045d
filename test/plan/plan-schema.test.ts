import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { serializeSchema } from '../../src/config/schemas.ts';
import { diff } from '../../src/plan/diff.ts';
import { PLAN_VALIDATOR_FILE, planValidatorSource } from '../../src/plan/plan-validator-source.ts';
import { plan as generated } from '../../src/plan/plan-validator.generated.js';
import type { SavedPlan } from '../../src/plan/types.ts';
import { PLAN_SCHEMA_FILE, planSchema } from '../../scripts/plan-schema.ts';
import { glossaryPlan, have as haveGlossary, want as wantGlossary } from '../report/glossaries.ts';
import { OPTS, have, want } from './builders.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const committed = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** A saved plan with every kind of list change and of glossary write, made by the real planners. */
function savedPlan(): SavedPlan {
  const lists = diff(
    [
      want('Changed', { rules: { numbers: { decimal: 'comma' } }, instructions: [['a', 'b'], ['n', 'new']] }),
      want('New', { instructions: [['x', 'y']] }),
      want('Renamed', { style_id: 'r' }),
      want('Gone', { state: 'absent' }),
    ],
    [
      have('Changed', { style_id: 'c', version: 2, instructions: [['a', 'old'], ['z', 'bye']] }),
      have('Old name', { style_id: 'r', version: 4 }),
      have('Gone', { style_id: 'g', version: 6 }),
      have('Stray', { style_id: 's', version: 1 }),
    ],
    { ...OPTS, prune: true },
  );
  const glossaries = glossaryPlan(
    [wantGlossary('Fresh', { 'en→de': { a: 'b' } }), wantGlossary('Terms', { 'en→de': { a: '1', c: '3' }, 'en→es': { x: 'y' } }), wantGlossary('Grown', { 'en→de': { a: '1', b: '2' } })],
    [haveGlossary('Terms', { 'en→de': { a: '1', b: '2' }, 'en→fr': { q: 'r' } }), haveGlossary('Grown', { 'en→de': { a: '1' } }), haveGlossary('Unmanaged', { 'de→en': { u: 'v' } })],
    true,
  );
  return {
    ...lists,
    glossaries,
    applies_to: { target: null, base_url: 'https://styles.example.com', styles_dir: 'styles' },
    planned_with: { prune: true, allow_replace: false, allow_deletes: null },
  };
}

describe(`schema/${PLAN_SCHEMA_FILE}`, () => {
  it('and the validator apply uses are what scripts/plan-schema.ts generates now from types.ts (run `npm run schema` if not)', () => {
    const schema = planSchema();
    expect(committed(`schema/${PLAN_SCHEMA_FILE}`)).toBe(serializeSchema(schema));
    expect(committed(PLAN_VALIDATOR_FILE)).toBe(planValidatorSource(schema));
  });

  it('is a valid draft-07 schema', () => {
    const ajv = new Ajv();
    expect(ajv.validateSchema(JSON.parse(committed(`schema/${PLAN_SCHEMA_FILE}`))), JSON.stringify(ajv.errors)).toBe(true);
  });

  it("names its definitions as types.ts names the types, never after a generic's instantiation and its place in the file", () => {
    const { definitions } = JSON.parse(committed(`schema/${PLAN_SCHEMA_FILE}`)) as { definitions: Record<string, unknown> };
    expect(Object.keys(definitions)).toContain('ListSection');
    expect(Object.keys(definitions).filter((name) => !/^[A-Za-z]+$/.test(name))).toEqual([]);
  });

  it('describes every definition for people reading it (from the doc comment of the type in src/)', () => {
    const { definitions } = JSON.parse(committed(`schema/${PLAN_SCHEMA_FILE}`)) as { definitions: Record<string, { description?: string }> };
    expect(Object.entries(definitions).filter(([, d]) => !d.description).map(([name]) => name)).toEqual([]);
  });

  it('allows fields it does not name, at every level (a renderer may add its own)', () => {
    const plan: any = JSON.parse(JSON.stringify(savedPlan()));
    for (const node of [plan, plan.applies_to, plan.lists, plan.lists.items[0], plan.lists.items[0].changes[0], plan.lists.fingerprint, plan.glossaries, plan.glossaries.items[0], plan.glossaries.items[0].writes[0]]) {
      node.x_renderer_note = { any: ['thing'] };
    }
    expect(generated(plan), JSON.stringify(generated.errors)).toBe(true);
  });

  it('accepts a real plan and judges tampered ones as the generated validator does, with the same first error', () => {
    const tool = new Ajv().compile(JSON.parse(committed(`schema/${PLAN_SCHEMA_FILE}`)));
    const plan = savedPlan();
    const kinds = (p: SavedPlan) => [...p.lists.items.flatMap((i) => i.changes.map((c) => c.kind)), ...(p.glossaries?.items ?? []).flatMap((i) => i.writes.map((w) => w.kind))];
    // Every change and write kind occurs, so each branch of the schema is exercised.
    expect(new Set(kinds(plan))).toEqual(
      new Set(['create_list', 'rename_list', 'replace_rules', 'delete_instruction', 'update_instruction', 'create_instruction', 'delete_list', 'create_glossary', 'patch_glossary', 'put_dictionary', 'delete_dictionary', 'delete_glossary']),
    );
    const plain = JSON.parse(JSON.stringify(plan));
    expect(tool(plain), JSON.stringify(tool.errors)).toBe(true);
    expect(generated(plain)).toBe(true);

    const edits: Array<(p: any) => void> = [
      (p) => (p.glossaries.items[0].writes[0].kind = 'upsert'),
      (p) => delete p.glossaries.fingerprint.absent_names,
      (p) => (p.glossaries.requests = 'many'),
      (p) => (p.glossaries.items[1].dictionaries[0].changed = [{ source: 'a' }]),
      (p) => (p.lists.items[0].changes[0].origins = []),
      (p) => (p.format_version = 3),
    ];
    for (const edit of edits) {
      const broken = structuredClone(plain);
      edit(broken);
      expect(tool(broken)).toBe(false);
      expect(generated(broken)).toBe(false);
      expect(generated.errors?.[0]).toEqual(tool.errors?.[0]);
    }
  });
});
