import { diagnostic } from './diagnostic.ts';
import type { DocumentContent, ExtendsRef } from './document-check.ts';
import type { Diagnostic } from './model.ts';

/** One `extends` reference that leads to a loaded fragment. */
export interface Edge {
  ref: ExtendsRef;
  target: DocumentContent;
}
export interface GraphNode {
  content: DocumentContent;
  edges: Edge[];
}
/** Every loaded document's resolved `extends`, by file. */
export type Graph = Map<string, GraphNode>;

/** A problem with one `extends` reference, at the reference. */
export function refProblem(from: DocumentContent, ref: ExtendsRef, code: string, message: string, hint: string): Diagnostic {
  return diagnostic('error', code, { file: from.file, pos: ref.origin, path: ref.path }, message, hint);
}

/**
 * One depth-first walk over the whole graph (iterative: a chain can be
 * thousands of fragments long), so each fragment is visited once however
 * many files extend it. A reference back into the current path is a cycle,
 * reported once at the reference that closes it.
 */
export function extendsCycles(files: readonly string[], graph: Graph): Diagnostic[] {
  const out: Diagnostic[] = [];
  const cycles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  for (const start of files) {
    if (state.has(start) || !graph.has(start)) continue;
    const path: { file: string; next: number }[] = [{ file: start, next: 0 }];
    const onPath: string[] = [start];
    state.set(start, 'open');
    while (path.length > 0) {
      const frame = path[path.length - 1] as { file: string; next: number };
      const node = graph.get(frame.file) as GraphNode;
      const edge = node.edges[frame.next++];
      if (edge === undefined) {
        state.set(frame.file, 'done');
        path.pop();
        onPath.pop();
        continue;
      }
      const target = edge.target.file;
      const seen = state.get(target);
      if (seen === 'open') {
        const members = onPath.slice(onPath.lastIndexOf(target));
        const id = [...members].sort().join('\u0000');
        if (cycles.has(id)) continue;
        cycles.add(id);
        out.push(
          refProblem(
            node.content,
            edge.ref,
            'extends-cycle',
            `extends cycle: ${[...members, target].join(' → ')}`,
            'Remove one of the `extends` entries so that no fragment (indirectly) extends itself.',
          ),
        );
      } else if (seen === undefined && graph.has(target)) {
        state.set(target, 'open');
        path.push({ file: target, next: 0 });
        onPath.push(target);
      }
    }
  }
  return out;
}
