import type { LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import { planShapeError } from './plan-shape.ts';
import { stableJson } from './stable-json.ts';
import { PLAN_FORMAT_VERSION, type Plan, type PlanProblem, type SavedPlan } from './types.ts';

/** The saved-plan file: stable JSON that `apply plan.json` reads back with parseSavedPlan. */
export function serializePlan(plan: Plan): string {
  return stableJson(plan);
}

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

/**
 * Why a saved plan no longer describes what applying it would do: a list it
 * touches was written or deleted since, a list it creates now exists, or the
 * style files changed. Empty when the plan is still current.
 */
export function staleness(saved: Plan, live: readonly LiveList[], currentChecksum: string): PlanProblem[] {
  const hint = 'Run `stylesync plan` again, review it, and apply the new plan.';
  const problems: PlanProblem[] = [];
  const byId = new Map(live.map((l) => [l.style_id, l]));
  const names = new Map<string, string>();
  for (const list of saved.lists.items) if (list.style_id !== undefined) names.set(list.style_id, list.name);

  for (const [styleId, version] of Object.entries(saved.lists.fingerprint.versions)) {
    const name = names.get(styleId) ?? styleId;
    const now = byId.get(styleId);
    if (!now) {
      problems.push({ code: 'stale-list-gone', message: `The plan is stale: list "${name}" (style_id ${styleId}, version ${version} then) no longer exists.`, hint, list: name });
    } else if (now.version !== version) {
      problems.push({
        code: 'stale-list-version',
        message: `The plan is stale: list "${name}" (style_id ${styleId}) changed since the plan: version ${version} then → ${now.version} now.`,
        hint,
        list: name,
      });
    }
  }

  const liveNames = new Set(live.map((l) => l.name));
  for (const name of saved.lists.fingerprint.absent_names) {
    if (liveNames.has(name)) {
      problems.push({ code: 'stale-name-taken', message: `The plan is stale: it creates "${name}", but a live list of that name now exists.`, hint, list: name });
    }
  }

  if (saved.desired_checksum !== currentChecksum) {
    problems.push({ code: 'stale-files', message: 'The plan is stale: the style files changed since it was made.', hint });
  }
  return problems;
}
