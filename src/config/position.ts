/**
 * Where each node of a parsed YAML document sits, independent of the parser
 * that produced it: the fast path (fast-yaml.ts) and the `yaml` package both
 * build this tree, so messages point at the same line:col either way.
 */

/** A path into a document: map keys and sequence indexes. */
export type DocPath = readonly (string | number)[];

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units like the `yaml` package and most editors. */
  col: number;
}

/**
 * One node of the tree. Every node has every field (zero or undefined when
 * unused): a style file has hundreds of thousands of them, and one shape
 * keeps them small and fast.
 */
export interface PosNode extends Position {
  /** Where the key is written, for nodes that are values of a mapping; 0 otherwise. */
  keyLine: number;
  keyCol: number;
  /** Children of a mapping, by key (own properties only). */
  map: Record<string, PosNode> | undefined;
  /** Children of a sequence, by index. */
  seq: PosNode[] | undefined;
  /** A null value with no text of its own (`key:` and nothing after): positioned at its key. */
  empty: boolean;
}

export function posNode(line: number, col: number): PosNode {
  return { line, col, keyLine: 0, keyCol: 0, map: undefined, seq: undefined, empty: false };
}

/** Adds a child to a mapping node; `__proto__` stays an ordinary key. */
export function setChild(map: Record<string, PosNode>, key: string, child: PosNode): void {
  if (key === '__proto__') Object.defineProperty(map, key, { value: child, enumerable: true, writable: true, configurable: true });
  else map[key] = child;
}

/**
 * The position of the node at `path`, or of the key that names it. When the
 * path does not exist (a missing field), the deepest existing ancestor is
 * used, so a message still points somewhere useful.
 */
export function locate(root: PosNode, path: DocPath, at: 'value' | 'key' = 'value'): Position {
  let node = root;
  for (const segment of path) {
    const next =
      typeof segment === 'number' ? node.seq?.[segment] : node.map && Object.hasOwn(node.map, segment) ? node.map[segment] : undefined;
    if (!next) return { line: node.line, col: node.col };
    node = next;
  }
  if (at === 'key' && node.keyLine > 0) return { line: node.keyLine, col: node.keyCol };
  return { line: node.line, col: node.col };
}

/** `custom_instructions[3].label`: the form diagnostics show. */
export function formatPath(path: DocPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
