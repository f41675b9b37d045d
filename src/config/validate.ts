import { LIMITS, isStyleLanguage, type Origin, type StyleLanguage } from '../catalog/types.ts';
import { MAX_DIAGNOSTICS_PER_FILE, moreDiagnostics } from './diagnostic-cap.ts';
import { diagnostic, START } from './diagnostic.ts';
import { checkDocument, type DocumentContent, type ExtendsRef } from './document-check.ts';
import { resolveRef } from './extends.ts';
import { LANGUAGE_NAMES, languagesInWords, ruleLanguages } from '../catalog/language-markers.ts';
import type { LoadedYaml } from './load.ts';
import { exampleTargetProblems } from './example-targets.ts';
import { coversProblems } from './validate-covers.ts';
import { mergeList } from './merge.ts';
import { tooDeep } from './too-deep.ts';
import { instructionAdviceDiagnostics } from './validate-instructions.ts';
import type { DesiredList, Diagnostic, ValidationResult } from './model.ts';

export interface ValidatorOptions {
  strict?: boolean;
  /** `extra_rules` of stylesync.yaml. */
  extraRules?: readonly string[];
  /** Whether a repository-relative file is a fragment (see paths.ts fragmentMatcher). */
  isFragment: (file: string) => boolean;
}

/**
 * Past this many diagnostics one file says little more, and a hostile file can
 * produce hundreds of thousands: the rest are counted in an "and N more" line.
 */
export { MAX_DIAGNOSTICS_PER_FILE } from './diagnostic-cap.ts';

/**
 * Validation of a set of style files, pure: documents go in already parsed
 * (or with their load problems), a ValidationResult comes out. Documents are
 * reduced to their content as they arrive, so a large repository never holds
 * more than one parsed file at a time; `wanted()` names the fragments that
 * `extends` needs and the caller has not supplied yet.
 */

export class ProjectValidator {
  private readonly docs = new Map<string, DocumentContent | null>();
  private readonly missing = new Set<string>();
  private readonly cycles = new Set<string>();
  private readonly diagnostics: Diagnostic[] = [];
  /** Per file: how many diagnostics were kept, and those left out (with whether any was an error). */
  private readonly kept = new Map<string, number>();
  private readonly dropped = new Map<string, { count: number; error: boolean; line: number; col: number }>();
  /** Documents added since the last wanted(): only their references can name a fragment not yet asked for. */
  private fresh: DocumentContent[] = [];
  private readonly strict: boolean;
  private readonly extraRules: ReadonlySet<string>;
  private readonly isFragment: (file: string) => boolean;

  constructor(options: ValidatorOptions) {
    this.strict = options.strict ?? false;
    this.extraRules = new Set(options.extraRules);
    this.isFragment = options.isFragment;
  }

  /** A loaded file; its kind (list or fragment) follows from its path. */
  add(loaded: LoadedYaml): void {
    if (this.docs.has(loaded.file)) return;
    if (!loaded.ok) {
      this.docs.set(loaded.file, null);
      for (const d of loaded.diagnostics) this.report(d);
      return;
    }
    for (const d of loaded.warnings) this.report(d);
    const kind = this.isFragment(loaded.file) ? 'fragment' : 'list';
    let checked: ReturnType<typeof checkDocument>;
    try {
      checked = checkDocument(loaded, kind, { strict: this.strict, extraRules: this.extraRules });
    } catch (error) {
      // The loader refuses deep nesting; this is the backstop, so one file's failure stays that file's.
      if (!(error instanceof RangeError)) throw error;
      this.docs.set(loaded.file, null);
      this.report(tooDeep(loaded.file));
      return;
    }
    this.docs.set(loaded.file, checked.content);
    if (checked.content) this.fresh.push(checked.content);
    for (const d of checked.diagnostics) this.report(d);
  }

  /** A problem found outside any document (a missing directory, an unknown target), or in one. */
  report(d: Diagnostic): void {
    const kept = this.kept.get(d.file) ?? 0;
    if (kept < MAX_DIAGNOSTICS_PER_FILE) {
      this.kept.set(d.file, kept + 1);
      this.diagnostics.push(d);
      return;
    }
    const dropped = this.dropped.get(d.file) ?? { count: 0, error: false, line: 1, col: 1 };
    dropped.count++;
    // Shown at the furthest position left out, so it sorts after what was kept in any listing.
    if (d.line > dropped.line || (d.line === dropped.line && d.col > dropped.col)) Object.assign(dropped, { line: d.line, col: d.col });
    dropped.error ||= d.severity === 'error';
    this.dropped.set(d.file, dropped);
  }

  /** A fragment that `extends` names but that does not exist. */
  markMissing(file: string): void {
    this.missing.add(file);
  }

  /**
   * Fragments referenced by `extends` that were neither added nor marked
   * missing. Only documents added since the last call are looked at, so a
   * chain discovered one fragment per round costs linear time, not quadratic.
   */
  wanted(): string[] {
    const out = new Set<string>();
    for (const content of this.fresh) {
      for (const ref of content.extendsRefs) {
        const r = resolveRef(content.file, ref.ref, this.isFragment);
        if (r.ok && !this.docs.has(r.file) && !this.missing.has(r.file)) out.add(r.file);
      }
    }
    this.fresh = [];
    return [...out].sort();
  }

  finish(): ValidationResult {
    this.cycles.clear();
    const seen = new Set<string>();
    const push = (d: Diagnostic) => {
      const key = `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
      if (seen.has(key)) return;
      seen.add(key);
      this.report(d);
    };
    const lists: DesiredList[] = [];
    const identities: Identity[] = [];
    const files = [...this.docs.keys()].sort();
    const graph = this.resolveGraph(files, push);
    this.reportCycles(files, graph, push);
    for (const file of files) {
      const content = this.docs.get(file);
      if (!content || content.kind !== 'list') continue;
      const chain = linearize(content, graph);
      const list = mergeList(content, chain);
      if (list.state === 'present') {
        checkMerged(list, content, chain.length, this.strict, push);
        for (const problem of exampleTargetProblems(list)) push(problem);
        for (const problem of coversProblems(list)) push(problem);
      }
      lists.push(list);
      identities.push({ list, styleIdOrigin: content.styleIdOrigin ?? list.origin });
    }
    checkAcrossLists(identities, push);
    const diagnostics = [...this.diagnostics];
    for (const [file, { count, error, line, col }] of this.dropped) diagnostics.push(moreDiagnostics(file, count, error, { line, col }));
    diagnostics.sort(byPosition);
    return {
      lists,
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
      files,
    };
  }

  /**
   * Every document's `extends`, resolved once: problems with a reference
   * (bad path, missing fragment) are reported here, for the file that wrote
   * it; the graph keeps the references that lead to a loaded fragment.
   */
  private resolveGraph(files: readonly string[], push: (d: Diagnostic) => void): Graph {
    const graph: Graph = new Map();
    for (const file of files) {
      const from = this.docs.get(file);
      if (!from) continue;
      const edges: Edge[] = [];
      for (const ref of from.extendsRefs) {
        const r = resolveRef(from.file, ref.ref, this.isFragment);
        if (!r.ok) {
          push(refProblem(from, ref, r.code, r.message, r.hint));
          continue;
        }
        const target = this.docs.get(r.file);
        if (target === undefined) {
          push(refProblem(from, ref, 'missing-fragment', `extends \`${ref.ref}\`: fragment ${r.file} not found`, 'Check the path (it is relative to this file) or create the fragment.'));
          continue;
        }
        if (target === null) continue; // it failed to load; its own diagnostics say why
        edges.push({ ref, target });
      }
      graph.set(file, { content: from, edges });
    }
    return graph;
  }

  /**
   * One depth-first walk over the whole graph (iterative: a chain can be
   * thousands of fragments long), so each fragment is visited once however
   * many files extend it. A reference back into the current path is a cycle,
   * reported once at the reference that closes it.
   */
  private reportCycles(files: readonly string[], graph: Graph, push: (d: Diagnostic) => void): void {
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
          if (this.cycles.has(id)) continue;
          this.cycles.add(id);
          push(
            refProblem(node.content, edge.ref, 'extends-cycle', `extends cycle: ${[...members, target].join(' → ')}`, 'Remove one of the `extends` entries so that no fragment (indirectly) extends itself.'),
          );
        } else if (seen === undefined && graph.has(target)) {
          state.set(target, 'open');
          path.push({ file: target, next: 0 });
          onPath.push(target);
        }
      }
    }
  }
}

interface Edge {
  ref: ExtendsRef;
  target: DocumentContent;
}
interface GraphNode {
  content: DocumentContent;
  edges: Edge[];
}
type Graph = Map<string, GraphNode>;

/**
 * The fragments `content` builds on, in application order: depth first,
 * each fragment's own fragments before it, and each fragment once, at its
 * first use (so a shared base does not come back to undo what a later
 * fragment changed). Iterative, and linear in the fragments reached; cycles
 * (reported by reportCycles) are cut where they close.
 */
function linearize(content: DocumentContent, graph: Graph): DocumentContent[] {
  const order: DocumentContent[] = [];
  const done = new Set<string>([content.file]);
  const path: { node: GraphNode; next: number }[] = [];
  const root = graph.get(content.file);
  if (!root) return order;
  path.push({ node: root, next: 0 });
  while (path.length > 0) {
    const frame = path[path.length - 1] as { node: GraphNode; next: number };
    const edge = frame.node.edges[frame.next++];
    if (edge === undefined) {
      path.pop();
      if (path.length > 0) order.push(frame.node.content);
      continue;
    }
    const target = edge.target.file;
    // Every fragment on the current path was taken when it was entered, so this also cuts cycles.
    if (done.has(target)) continue;
    done.add(target);
    const node = graph.get(target);
    if (!node) continue;
    path.push({ node, next: 0 });
  }
  return order;
}

/** Convenience for callers that have every document in hand (tests, tools). */
export function validateDocuments(documents: readonly LoadedYaml[], options: ValidatorOptions): ValidationResult {
  const validator = new ProjectValidator(options);
  for (const d of documents) validator.add(d);
  for (const file of validator.wanted()) validator.markMissing(file);
  return validator.finish();
}

function refProblem(from: DocumentContent, ref: ExtendsRef, code: string, message: string, hint: string): Diagnostic {
  return diagnostic('error', code, { file: from.file, pos: ref.origin, path: ref.path }, message, hint);
}

function checkMerged(list: DesiredList, own: DocumentContent, fragmentCount: number, strict: boolean, push: (d: Diagnostic) => void): void {
  const total = list.custom_instructions.length;
  if (total > LIMITS.instructionsPerList) {
    const mine = list.custom_instructions.filter((i) => i.origin.file === list.file).length;
    push(
      diagnostic(
        'error',
        'too-many-instructions',
        { file: list.file, pos: own.instructionsAt.origin, path: own.instructionsAt.path },
        `list \`${list.name}\` has ${total} custom instructions${fragmentCount > 0 ? ` after extends (${total - mine} from fragments, ${mine} of its own)` : ''}; the service allows at most ${LIMITS.instructionsPerList} per list`,
        'Remove some, or split them over several lists.',
      ),
    );
  }
  if (!isStyleLanguage(list.language)) return;
  const language: StyleLanguage = list.language;
  // A fragment's instructions were checked for their wording in their own file; their language depends on the list.
  for (const i of list.custom_instructions) {
    if (i.origin.file === list.file) continue;
    const note = `list \`${list.name}\` (${list.file}), which extends this fragment: `;
    for (const d of instructionAdviceDiagnostics(i.prompt, language, { file: i.origin.file, pos: i.origin, path: 'custom_instructions' }, strict, { language: true, wording: false }, note)) push(d);
  }
  for (const [group, members] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(members)) {
      const meant = ruleLanguages(rule, value);
      if (!meant || meant.has(language)) continue;
      const origin = list.ruleOrigins[`${group}.${rule}`] ?? { file: list.file, ...START };
      const forWhom = languagesInWords(meant);
      const whose = origin.file === list.file ? 'this list' : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      push(
        diagnostic(
          'warning',
          'foreign-language-value',
          { file: origin.file, pos: origin, path: `configured_rules.${group}.${rule}` },
          `\`${group}.${rule}: ${value}\` is meant for ${forWhom}, but ${whose} is ${LANGUAGE_NAMES[language]} (${language})`,
          `Choose a value meant for ${LANGUAGE_NAMES[language]}, or remove the rule${origin.file === list.file ? '' : ' from the fragment (or override it in the list)'}.`,
        ),
      );
    }
  }
}

interface Identity {
  list: DesiredList;
  styleIdOrigin: Origin;
}

function checkAcrossLists(identities: readonly Identity[], push: (d: Diagnostic) => void): void {
  const byName = new Map<string, Identity>();
  const byId = new Map<string, Identity>();
  for (const identity of identities) {
    const { list } = identity;
    const sameName = list.name === '' ? undefined : firstClaim(byName, list.name, identity);
    if (sameName) push(duplicateName(list, sameName.list));
    const sameId = list.style_id === undefined ? undefined : firstClaim(byId, list.style_id, identity);
    if (sameId) push(duplicateStyleId(identity, sameId));
  }
}

/** Who claimed `key` first; undefined when `claim` is the first (and is then recorded as such). */
function firstClaim(claims: Map<string, Identity>, key: string, claim: Identity): Identity | undefined {
  const first = claims.get(key);
  if (first === undefined) claims.set(key, claim);
  return first;
}

function duplicateName(list: DesiredList, first: DesiredList): Diagnostic {
  return diagnostic(
    'error',
    'duplicate-name',
    { file: list.file, pos: list.origin, path: 'name' },
    `list name \`${list.name}\` is also used by ${first.file}:${first.origin.line}:${first.origin.col}`,
    first.state !== list.state
      ? 'One file keeps the list and another deletes it (state: absent): remove one of the two.'
      : 'Each list needs its own name: rename one of them, or delete the duplicate file.',
  );
}

function duplicateStyleId({ list, styleIdOrigin }: Identity, first: Identity): Diagnostic {
  return diagnostic(
    'error',
    'duplicate-style-id',
    { file: list.file, pos: styleIdOrigin, path: 'style_id' },
    `style_id \`${list.style_id}\` is also pinned by ${first.list.file}:${first.styleIdOrigin.line}:${first.styleIdOrigin.col}`,
    'A live list can be managed by one file only: remove the style_id from one of them.',
  );
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  // The "and N more" line closes its file's block.
  const more = Number(a.code === 'more-diagnostics') - Number(b.code === 'more-diagnostics');
  return more || a.line - b.line || a.col - b.col;
}
