import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs tell script writers where a plan's fields are (`glossaries.items[].dictionaries[]`). When the saved
// plan's shape moves (format 4 put each kind in its own section), a path left behind sends them to a field that
// is no longer there; the published schema is the shape, so every such path must resolve in it.
const root = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(await readFile(path.join(root, 'schema/plan.schema.json'), 'utf8')) as SchemaNode;

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** The nodes a schema node stands for: its $ref followed, its alternatives spread. */
function expand(node: SchemaNode): SchemaNode[] {
  if (node.$ref !== undefined) {
    const target = node.$ref.replace(/^#\//, '').split('/').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], schema);
    return expand(target as SchemaNode);
  }
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [node, ...branches.flatMap(expand)];
}

/** Whether a dotted path such as `glossaries.items[].writes` names a field of the saved plan. */
function resolves(dotted: string): boolean {
  let nodes: SchemaNode[] = [schema];
  for (const segment of dotted.split('.')) {
    const [, name, index] = /^([a-z_]+)(\[\d*\])?$/.exec(segment) ?? [];
    if (name === undefined) return false;
    nodes = nodes.flatMap(expand).flatMap((n) => (n.properties?.[name] ? [n.properties[name]] : []));
    if (index !== undefined) nodes = nodes.flatMap(expand).flatMap((n) => (n.items ? [n.items] : []));
    if (nodes.length === 0) return false;
  }
  return true;
}

async function docs(): Promise<Array<{ file: string; text: string }>> {
  const names = (await readdir(path.join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  return Promise.all(['README.md', ...names].map(async (file) => ({ file, text: await readFile(path.join(root, file), 'utf8') })));
}

describe('plan paths in the docs', () => {
  it('resolves a path the schema has and refuses one it lacks', () => {
    expect(resolves('glossaries.items[].dictionaries[].entry_count_after')).toBe(true);
    expect(resolves('lists.items[0].action')).toBe(true);
    expect(resolves('glossaries.glossaries[].dictionaries[]')).toBe(false);
  });

  it('names only fields of the saved plan (schema/plan.schema.json) when it writes `lists.…` or `glossaries.…`', async () => {
    const paths = (await docs()).flatMap(({ file, text }) =>
      [...text.matchAll(/`((?:lists|glossaries)(?:\.[a-z_]+(?:\[\d*\])?)+)`/g)]
        .map((m) => m[1] as string)
        .filter((p) => !/\.(ts|js|md|json|yaml)$/.test(p))
        .map((p) => `${file}: ${p}`),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !resolves(p.slice(p.indexOf(': ') + 2)))).toEqual([]);
  });
});
