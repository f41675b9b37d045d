import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** Where `npm run schema` writes the saved plan's JSON Schema, under schema/. */
export const PLAN_SCHEMA_FILE = 'plan.schema.json';

type Schema = Record<string, unknown>;

const root = path.resolve(import.meta.dirname, '..');

/**
 * The JSON Schema of a saved plan (`plan --out FILE`, `plan --format json`), generated from the
 * `SavedPlan` type (src/plan/types.ts) so the types are the one description of the format, their doc
 * comments the schema's descriptions. It is published as schema/plan.schema.json for tools that read
 * plans and compiled into the validator `apply plan.json` checks a plan with (plan-validator-source.ts).
 * The tagged unions (`Change`, `GlossaryWrite`) carry `@discriminator kind`: an if/then per kind, so a
 * wrong field is reported at its own path rather than as "must match a schema in anyOf".
 */
export function planSchema(): Schema {
  const schema = createGenerator({
    path: path.join(root, 'src/plan/types.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    type: 'SavedPlan',
    // Renderers add fields the types do not name; a plan with them is still a plan.
    additionalProperties: true,
    topRef: false,
    // `npm run typecheck` checks the types; the generator need not check every file again.
    skipTypeCheck: true,
  }).createSchema('SavedPlan') as Schema;
  return integers(inlineAliases(schema));
}

/**
 * `type ListSection = PlanSection<…>` comes out as a definition holding only a $ref to one named after
 * the instantiation and positions in types.ts (`PlanSection<ListPlan,…,structure-src_plan_types.ts-6029-…>`):
 * the alias takes the content, so the published names are the types' own and stay put when the file is edited.
 */
function inlineAliases(schema: Schema): Schema {
  const definitions = schema.definitions as Record<string, Schema>;
  for (const [name, definition] of Object.entries(definitions)) {
    const target = typeof definition.$ref === 'string' && Object.keys(definition).length === 1 ? decodeURIComponent(definition.$ref.replace('#/definitions/', '')) : undefined;
    if (target === undefined || !(target in definitions)) continue;
    definitions[name] = definitions[target]!;
    delete definitions[target];
  }
  // A $ref left to a moved definition would fail to compile in plan-validator-source.ts; none is expected.
  return schema;
}

/**
 * Every number in a plan counts something or names a version, line or column: TypeScript has no integer
 * type, so `number` is published as JSON Schema's `integer` (a plan with 1.5 lines is refused).
 */
function integers(node: unknown): Schema {
  if (Array.isArray(node)) node.forEach(integers);
  else if (node !== null && typeof node === 'object') {
    const object = node as Schema;
    if (object.type === 'number') object.type = 'integer';
    if (Array.isArray(object.type)) object.type = object.type.map((t) => (t === 'number' ? 'integer' : t));
    Object.values(object).forEach(integers);
  }
  return node as Schema;
}
