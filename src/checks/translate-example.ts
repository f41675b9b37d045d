import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import { pairKey } from '../catalog/glossary.ts';
import type { Example } from '../config/model.ts';
import type { LiveClient } from '../live/client.ts';
import { type DerivedExpectationSpec, judgeDerived } from './derived-expectations.ts';
import { evaluateExpectations } from './expectations.ts';
import type { GlossaryState } from './glossary-states.ts';
import { messageOf, type Send } from './send.ts';
import type { ExampleResult, GlossaryPreview } from './types.ts';
import { settleInOrder } from '../util/settle-in-order.ts';

/** What one translation is sent with: a style list, glossaries, both or neither. */
export interface Side {
  style_id?: string;
  glossary_ids: string[];
}

/** The two translations of an example; `after` is an error when no translation after the plan can be made. */
export interface Sides {
  before?: Side;
  after?: Side | { error: string };
}

export interface ExampleContext {
  api: Pick<LiveClient, 'translate'>;
  send: Send;
  billed: (characters: number) => void;
}

export function baseResult(example: Example, target: string): ExampleResult {
  const result: ExampleResult = { origin: example.origin, path: example.path, text: example.text, target_language: target, expectations: [], status: 'passed' };
  if (example.source_language !== undefined) result.source_language = example.source_language;
  if (example.context !== undefined) result.context = example.context;
  return result;
}

/**
 * Translates the example on each side and judges its expectations on the
 * after text, and the ones derived from glossary terms on both; a failed
 * request is the example's error.
 */
export async function runExample(
  example: Example,
  result: ExampleResult,
  sides: Sides,
  ctx: ExampleContext,
  derived: { expected: readonly DerivedExpectationSpec[]; omitted: number } = { expected: [], omitted: 0 },
): Promise<ExampleResult> {
  const { before: beforeSide, after: afterSide } = sides;
  if (afterSide !== undefined && 'error' in afterSide) {
    result.status = 'error';
    result.error = afterSide.error;
    return result;
  }
  try {
    // Both settle before a failure is told, before's first (util/settle-in-order.ts): in an outage the answer that came
    // back first decided which list the error named. Both go through the checks' FIFO send, before first, so a side
    // refused after a stop (Ctrl+C, a missing scope) is never named over a real failure of the other.
    const [before, after] = await settleInOrder([
      beforeSide === undefined ? undefined : translate(example, result.target_language, beforeSide, ctx),
      afterSide === undefined ? undefined : translate(example, result.target_language, afterSide, ctx),
    ]);
    if (before !== undefined) result.before = before;
    if (after !== undefined) {
      result.after = after;
      result.expectations = evaluateExpectations(example, after);
      if (derived.expected.length > 0) result.derived = judgeDerived(derived.expected, after, before);
      if (derived.omitted > 0) result.derived_omitted = derived.omitted;
    }
    // A derived expectation unmet before is the change the plan makes, not a failure.
    const met = [...result.expectations, ...(result.derived ?? [])].every((e) => e.met);
    result.status = met ? 'passed' : 'failed';
  } catch (error) {
    result.status = 'error';
    result.error = messageOf(error);
  }
  return result;
}

async function translate(example: Example, target: string, side: Side, ctx: ExampleContext): Promise<string> {
  const { value } = await ctx.send(() =>
    ctx.api.translate({
      text: [example.text],
      target_lang: target,
      ...(example.source_language === undefined ? {} : { source_lang: example.source_language }),
      ...(example.context === undefined ? {} : { context: example.context }),
      ...(side.style_id === undefined ? {} : { style_id: side.style_id }),
      ...glossaryField(side.glossary_ids),
      show_billed_characters: true,
    }),
  );
  if (value.billed_characters !== undefined) ctx.billed(value.billed_characters);
  const first = value.translations[0];
  if (!first) throw new Error('the service answered without a translation');
  return first.text;
}

/**
 * One glossary goes in `glossary_id`, the field every version of the API
 * and client knows; two to five in `glossary_ids` (spec/glossaries-v3.md:
 * the two are exclusive). The order is the files' order; which glossary wins
 * a term two of them translate differently is undocumented.
 */
function glossaryField(ids: readonly string[]): { glossary_id?: string; glossary_ids?: string[] } {
  if (ids.length === 0) return {};
  if (ids.length === 1) return { glossary_id: ids[0] as string };
  return { glossary_ids: [...ids] };
}

/**
 * The glossary ids of each side for an example translating `pair`. Before:
 * the live glossaries that hold the pair (one that gains it in this plan
 * could not be sent today: the service refuses a glossary without the
 * requested pair). After: the live glossary, or the copy; an error when a
 * glossary cannot be used after the plan or its copy could not be made.
 */
export function glossarySides(
  states: readonly GlossaryState[],
  pair: string | undefined,
  copies: ReadonlyMap<string, GlossaryPreview>,
  onService?: (live: LiveGlossaryInfo) => { id: string } | { error: string },
): { before: string[]; after: string[] | { error: string } } {
  // On a preview service a live glossary is sent as its copy there (live-copies.ts); one without a copy fails the example.
  let missing: string | undefined;
  const idOf = (live: LiveGlossaryInfo): string => {
    if (onService === undefined) return live.glossary_id;
    const copy = onService(live);
    if ('id' in copy) return copy.id;
    missing ??= copy.error;
    return live.glossary_id;
  };
  const before = states.flatMap((s) => (s.before && holds(s.before, pair) ? [idOf(s.before)] : []));
  const after: string[] = [];
  for (const state of states) {
    if (state.after.kind === 'none') return { before, after: { error: state.after.reason } };
    if (state.after.kind === 'live') {
      after.push(idOf(state.after.glossary));
      continue;
    }
    const copy = copies.get(state.name);
    if (copy?.glossary_id === undefined) return { before, after: { error: copy?.error ?? `no preview of glossary "${state.name}" was made` } };
    after.push(copy.glossary_id);
  }
  if (missing !== undefined) return { before, after: { error: missing } };
  return { before, after };
}

function holds(glossary: LiveGlossaryInfo, pair: string | undefined): boolean {
  return pair === undefined || glossary.dictionaries.some((d) => pairKey(d) === pair);
}
