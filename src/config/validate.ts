import { runCrossFileRules, type MergedList } from './cross-file-rules.ts';
import { byPosition, DiagnosticCap } from './diagnostic-cap.ts';
import { checkDocument, withAdvice, type DeferredAdvice, type DocumentContent } from './document-check.ts';
import { refProblem, type Edge, type Graph, type GraphNode } from './extends-graph.ts';
import { resolveRef } from './extends.ts';
import type { LoadedYaml } from './loaded-yaml.ts';
import { mergeList } from './merge.ts';
import { tooDeep } from './too-deep.ts';
import { instructionAdvice, type InstructionAdvice } from './validate-instructions.ts';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { Diagnostic, ValidationResult } from './model.ts';
import { validationResult } from './validation-result.ts';
import type { TextPool } from '../util/text-pool.ts';

export interface ValidatorOptions {
  strict?: boolean;
  /** `extra_rules` of stylesync.yaml. */
  extraRules?: readonly string[];
  /** Whether a repository-relative file is a fragment (see paths.ts fragmentMatcher). */
  isFragment: (file: string) => boolean;
  /** Reads the instruction advice elsewhere (config/advice-thread.ts); without it, each prompt is read as its file is checked. */
  advisor?: Advisor;
  /** Shared with the live read (util/text-pool.ts): a list's labels and prompts are kept once when the service holds the same. */
  texts?: TextPool;
}

/**
 * The service's advice read away from the validator (a second thread, config/advice-thread.ts): the validator stays
 * pure and keeps the order of every diagnostic; the advisor only answers.
 */
export interface Advisor {
  /** Whether to hand it the next file's prompts, `seen` prompts into the project (a small project stays on its own). */
  takes(seen: number): boolean;
  /**
   * `instructionAdvice(prompt, language)` of each prompt, in order. A rejection (the thread failed, or did not answer
   * in time) is no error: the validator then reads the advice itself, so nothing is lost and nothing waits forever.
   */
  advise(prompts: readonly string[], language: string | undefined): Promise<readonly (readonly InstructionAdvice[])[]>;
  /** Asks now what it holds back to ask together: the validator is about to wait for the answers. */
  flush(): void;
}

/** A checked file whose advice is being read: its diagnostics wait, with everything reported after them, for the answer. */
interface Waiting {
  checked: { content: DocumentContent; diagnostics: Diagnostic[] };
  deferred: DeferredAdvice;
  /** Its diagnostics with the advice in place, once answered. */
  ready?: Diagnostic[];
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
  /** Every problem, of every kind, goes through this one cap. */
  private readonly cap = new DiagnosticCap();
  /** Documents added since the last wanted(): only their references can name a fragment not yet asked for. */
  private fresh: DocumentContent[] = [];
  private readonly strict: boolean;
  private readonly extraRules: ReadonlySet<string>;
  private readonly isFragment: (file: string) => boolean;
  private readonly advisor: Advisor | undefined;
  private readonly texts: TextPool | undefined;
  /** Prompts checked so far, for `Advisor.takes`. */
  private prompts = 0;
  /**
   * What reaches the cap after the first file still waiting for its advice (files and diagnostics, in the order
   * reported), from `head` on: the cap keeps the first ones added, so nothing may pass a file still waiting.
   */
  private queue: (Waiting | Diagnostic)[] = [];
  private head = 0;
  private waiting = 0;
  /** Those told when at most `most` files wait (`room`, `settled`). */
  private listeners: { most: number; resolve: () => void }[] = [];

  constructor(options: ValidatorOptions) {
    this.strict = options.strict ?? false;
    this.extraRules = new Set(options.extraRules);
    this.isFragment = options.isFragment;
    this.advisor = options.advisor;
    this.texts = options.texts;
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
    const deferAdvice = this.advisor?.takes(this.prompts) ?? false;
    try {
      checked = checkDocument(loaded, kind, { strict: this.strict, extraRules: this.extraRules, deferAdvice });
    } catch (error) {
      // The loader refuses deep nesting; this is the backstop, so one file's failure stays that file's.
      if (!(error instanceof RangeError)) throw error;
      this.docs.set(loaded.file, null);
      this.report(tooDeep(loaded.file));
      return;
    }
    this.docs.set(loaded.file, checked.content);
    this.fresh.push(checked.content);
    const { kind: checkedKind, name, instructions } = checked.content;
    if (this.texts !== undefined && checkedKind === 'list' && name !== undefined) instructions.shareWith(this.texts, name);
    this.prompts += checked.content.instructions.length;
    if (checked.advice !== undefined && this.advisor !== undefined) this.awaitAdvice(this.advisor, { checked, deferred: checked.advice });
    else for (const d of checked.diagnostics) this.report(d);
  }

  /** A problem found outside any document (a missing directory, an unknown target), or in one. */
  report(d: Diagnostic): void {
    if (this.waiting > 0) this.queue.push(d);
    else this.cap.add(d);
  }

  /** Resolves once at most `most` files wait for their advice: the loader reads on while the advisor keeps up. */
  room(most: number): Promise<void> {
    if (this.waiting <= most) return Promise.resolve();
    this.advisor?.flush();
    return new Promise((resolve) => this.listeners.push({ most, resolve }));
  }

  /** Resolves once every file's advice is in: `finish` needs them all. */
  settled(): Promise<void> {
    return this.room(0);
  }

  private awaitAdvice(advisor: Advisor, waiting: Waiting): void {
    this.waiting++;
    this.queue.push(waiting);
    const { checked, deferred } = waiting;
    const done = (advice: readonly (readonly InstructionAdvice[])[]) => {
      waiting.ready = withAdvice(checked, deferred, advice, this.strict);
      this.flush();
    };
    // The advisor's failure is handled by reading the advice here, as without it.
    advisor.advise(deferred.prompts, deferred.language).then(
      (advice) => done(advice.length === deferred.prompts.length ? advice : deferred.prompts.map((p) => instructionAdvice(p, deferred.language))),
      () => done(deferred.prompts.map((p) => instructionAdvice(p, deferred.language))),
    );
  }

  /** Hands the cap, in order, everything up to the first file still waiting. */
  private flush(): void {
    while (this.head < this.queue.length) {
      const next = this.queue[this.head] as Waiting | Diagnostic;
      if ('deferred' in next) {
        if (next.ready === undefined) break;
        this.waiting--;
        for (const d of next.ready) this.cap.add(d);
      } else {
        this.cap.add(next);
      }
      this.queue[this.head++] = undefined as unknown as Diagnostic;
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
    const told = this.listeners.filter((l) => this.waiting <= l.most);
    this.listeners = this.listeners.filter((l) => this.waiting > l.most);
    for (const l of told) l.resolve();
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

  /**
   * The result, with the glossary files read alongside (their problems
   * already reported here, so they count against the same cap).
   */
  finish(glossaries: { glossaries: DesiredGlossary[]; files: string[] } = { glossaries: [], files: [] }): ValidationResult {
    // A programming error, not the user's: the loader awaits settled() first.
    if (this.waiting > 0) throw new Error(`ProjectValidator.finish: ${this.waiting} files still wait for their advice; await settled() first`);
    const files = [...this.docs.keys()].sort();
    const refProblems: Diagnostic[] = [];
    const graph = this.resolveGraph(files, (d) => refProblems.push(d));
    const merged: MergedList[] = [];
    for (const file of files) {
      const own = this.docs.get(file);
      if (!own || own.kind !== 'list') continue;
      const chain = linearize(own, graph);
      const list = mergeList(own, chain);
      merged.push({ list, own, fragments: chain.length, styleIdOrigin: own.styleIdOrigin ?? list.origin });
    }
    // A fragment shared by several lists can bring the same problem to each: it is reported once.
    const seen = new Set<string>();
    for (const d of runCrossFileRules({ files, graph, refProblems, lists: merged, strict: this.strict })) {
      const key = `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.report(d);
    }
    return validationResult(
      { lists: merged.map((m) => m.list), files, glossaries: glossaries.glossaries, glossaryFiles: glossaries.files },
      this.cap.list().sort(byPosition),
    );
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
}

/**
 * The fragments `content` builds on, in application order: depth first,
 * each fragment's own fragments before it, and each fragment once, at its
 * first use (so a shared base does not come back to undo what a later
 * fragment changed). Iterative, and linear in the fragments reached; cycles
 * (reported by extendsCycles, extends-graph.ts) are cut where they close.
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
