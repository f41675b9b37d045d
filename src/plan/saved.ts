import { StylesyncError } from '../errors.ts';
import { planShapeError } from './plan-shape.ts';
import { type KindWords, PLAN_FORMAT_VERSION, type PlanProblem, type SavedPlan } from './types.ts';

/** Reads a saved plan, refusing anything apply could misread. */
export function parseSavedPlan(text: string, file: string): SavedPlan {
  const again = `Run \`stylesync plan --out ${file}\` again and apply the file it writes, unedited.`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StylesyncError(`${file} is not a saved plan: it is not valid JSON (${(error as Error).message}).`, again, { code: 'plan-file-invalid', cause: error });
  }
  const version = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).format_version : undefined;
  if (version !== PLAN_FORMAT_VERSION) {
    const found = version === undefined ? 'has no format_version' : `has format_version ${JSON.stringify(version)}`;
    throw new StylesyncError(
      `${file} ${found}; this stylesync reads saved plans of format_version ${PLAN_FORMAT_VERSION}.`,
      `The plan was saved by a different stylesync (or is not a plan). ${again}`,
      { code: 'plan-file-invalid' },
    );
  }
  const shapeError = planShapeError(value);
  if (shapeError) {
    throw new StylesyncError(`${file} is not a valid saved plan: ${shapeError}.`, again, { code: 'plan-file-invalid' });
  }
  return value as SavedPlan;
}

/** What the staleness check needs of a kind: how its fingerprint is read, and how a live item is compared with it. */
export interface StaleKind<F, L, T> extends Pick<KindWords, 'noun' | 'idField' | 'problemKey'> {
  staleCodes: { gone: string; moved: string; nameTaken: string };
  idOf: (live: L) => string;
  /** id → what the plan read of that item (a version, hashes of its entries). */
  fingerprinted: (fingerprint: F) => Record<string, T>;
  /** How the item moved since `then` was read, in words; undefined when it did not. */
  moved: (then: T, now: L) => string | undefined;
}

/**
 * Why one kind's section of a saved plan no longer describes the service: an
 * item it touches was written or deleted since, or a name it creates is taken
 * now. Empty when the section is current. sections.ts walks the kinds.
 */
export function sectionStaleness<F extends { absent_names: string[] }, L extends { name: string }, T>(
  kind: StaleKind<F, L, T>,
  section: { items: ReadonlyArray<{ name: string }>; fingerprint: F },
  live: readonly L[],
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const byId = new Map(live.map((l) => [kind.idOf(l), l]));
  // Items name their id under the kind's own field (style_id, glossary_id).
  const names = new Map(section.items.map((i) => [(i as Record<string, unknown>)[kind.idField], i.name]));
  for (const [id, then] of Object.entries(kind.fingerprinted(section.fingerprint))) {
    const now = byId.get(id);
    const name = names.get(id) ?? now?.name ?? id;
    const which = `${kind.noun} ${JSON.stringify(name)} (${kind.idField} ${id})`;
    const moved = now === undefined ? undefined : kind.moved(then, now);
    if (now === undefined) problems.push({ code: kind.staleCodes.gone, message: `The plan is stale: ${which} no longer exists.`, hint: STALE_HINT, [kind.problemKey]: name });
    else if (moved !== undefined) problems.push({ code: kind.staleCodes.moved, message: `The plan is stale: ${which} changed since the plan: ${moved}.`, hint: STALE_HINT, [kind.problemKey]: name });
  }
  const liveNames = new Set(live.map((l) => l.name));
  for (const name of section.fingerprint.absent_names.filter((n) => liveNames.has(n))) {
    problems.push({ code: kind.staleCodes.nameTaken, message: `The plan is stale: it creates ${JSON.stringify(name)}, but a live ${kind.noun} of that name now exists.`, hint: STALE_HINT, [kind.problemKey]: name });
  }
  return problems;
}

/** What to do about a stale plan. */
export const STALE_HINT = 'Run `stylesync plan` again, review it, and apply the new plan.';
