import { constants } from 'node:buffer';
import { constants as fsConstants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoPath } from './plan-live.ts';
import type { LiveGlossary } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { GlossaryCalls } from '../live/glossaries.ts';
import type { GlossaryFingerprint } from '../plan/glossary-types.ts';
import type { RepoConfig } from '../config/model.ts';
import { StylesyncError } from '../errors.ts';
import { desiredChecksum } from '../plan/checksum.ts';
import { parseSavedPlan } from '../plan/saved.ts';
import { isEmptyDifference } from '../plan/saved-difference.ts';
import { savedDifference, staleness } from '../plan/sections.ts';
import type { SavedDifference } from '../plan/types.ts';
import type { Plan, PlanProblem, SavedPlan } from '../plan/types.ts';
import { planLive, type Planning, subsetOf } from './plan-project.ts';
import { openSession, type Session, type SessionOptions, type ValidSession } from './session.ts';
import { savedChoice } from './subset.ts';

/** A saved plan read from `path`; `shown` is how the user named it. */
export async function readPlanFile(path: string, shown: string, maxBytes = MAX_PLAN_FILE_BYTES): Promise<SavedPlan> {
  return parseSavedPlan(await readPlanText(path, shown, maxBytes), shown);
}

/**
 * The most of a plan file that is read: the longest text V8 holds (about 512 MiB). A larger file could not be read as
 * a text at all, and anything read from outside is read to a bound: `apply /dev/zero` read on until memory ran out.
 */
export const MAX_PLAN_FILE_BYTES = constants.MAX_STRING_LENGTH;

/** The plan file's text: a regular file (opened without blocking, so a pipe is refused, not waited on), read to `maxBytes`. */
async function readPlanText(path: string, shown: string, maxBytes: number): Promise<string> {
  const hint = 'Give the path written by `stylesync plan --out FILE`.';
  const unreadable = (why: string, cause?: unknown) => new StylesyncError(`Cannot read the plan file ${shown}: ${why}`, hint, { code: 'plan-file-unreadable', ...(cause === undefined ? {} : { cause }) });
  let handle: FileHandle;
  try {
    handle = await open(path, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  } catch (error) {
    throw unreadable((error as Error).message, error);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw unreadable(stats.isDirectory() ? 'it is a directory' : 'it is not a regular file (a pipe or a device)');
    if (stats.size > maxBytes) throw unreadable(`it is ${stats.size.toLocaleString('en-US')} bytes, more than the ${maxBytes.toLocaleString('en-US')} a plan file is read to`);
    // Read to the bound, not to the size first seen: a file that grows while it is read is stopped there too.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { buffer, bytesRead } = await handle.read(Buffer.allocUnsafe(PLAN_READ_BYTES), 0, PLAN_READ_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw unreadable(`it grew past ${maxBytes.toLocaleString('en-US')} bytes, the most a plan file is read to, while it was read`);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    throw unreadable((error as Error).message, error);
  } finally {
    await handle.close();
  }
}

const PLAN_READ_BYTES = 1 << 20;

/**
 * The session a saved plan was made in: its target and styles directory come
 * from the plan, so `stylesync apply plan.json` alone is enough. The base URL
 * is not taken from the file (an edited plan must not be able to send the key
 * elsewhere): it is resolved as usual and must be the recorded one.
 */
export async function openSavedSession(options: SessionOptions, saved: SavedPlan, shown: string): Promise<Session> {
  const where = saved.applies_to;
  const describe = (name: string | null) => (name === null ? 'no --target' : `--target ${name}`);
  if (options.target !== undefined && options.target !== where.target) {
    throw new StylesyncError(
      `${shown} was made with ${describe(where.target)}, but this apply was given ${describe(options.target)}. Nothing was written.`,
      `Leave out --target: the plan applies to the target it was made for. To change ${options.target}, make a new plan with --target ${options.target}.`,
      { code: 'plan-target-differs' },
    );
  }
  const withTarget: SessionOptions = { ...options, ...(where.target === null ? {} : { target: where.target }) };
  let session = await openSession(withTarget);
  if (repoPath(session.config.root, session.config.styles_dir) !== where.styles_dir) {
    if (options.stylesDir !== undefined) {
      throw new StylesyncError(
        `${shown} was made from the style files in ${where.styles_dir}, but this apply was given --dir ${options.stylesDir}. Nothing was written.`,
        'Leave out --dir: the plan reads the styles directory it was made from. To apply other files, make a new plan from them.',
        { code: 'plan-dir-differs' },
      );
    }
    session = await openSession({ ...withTarget, stylesDir: resolve(session.config.root, where.styles_dir) });
  }
  if (session.target.baseUrl !== where.base_url) {
    throw new StylesyncError(
      `${shown} was made against ${where.base_url}, but this apply would send to ${session.target.baseUrl}. Nothing was written.`,
      `Run it where it was made (the same --base-url, STYLESYNC_BASE_URL or base_url in stylesync.yaml), e.g. \`stylesync apply ${shown} --base-url ${where.base_url}\` if that is the service you mean, or make a new plan against ${session.target.baseUrl}.`,
      { code: 'plan-address-differs' },
    );
  }
  return session;
}

/**
 * What a plan may delete and replace is given again by whoever applies it,
 * and must be what the plan was made with. The file records it too, but a
 * file can be edited: a plan turned into a pruning one, with deletes copied
 * exactly from the service, would otherwise be a plan a fresh `plan --prune`
 * agrees with. plan prints the apply command with these flags.
 */
export function checkPlanningFlags(saved: SavedPlan, planning: Planning, config: RepoConfig, shown: string): void {
  // A partial plan never prunes, whatever stylesync.yaml says; --prune given to it is a difference.
  const now = { prune: Boolean(planning.prune) || (config.prune && saved.partial === undefined), allow_replace: Boolean(planning.allowReplace), allow_deletes: planning.allowDeletes ?? null };
  const then = saved.planned_with;
  if (now.prune === then.prune && now.allow_replace === then.allow_replace && now.allow_deletes === then.allow_deletes) return;
  const describe = (p: typeof now) =>
    [p.prune && '--prune', p.allow_replace && '--allow-replace', p.allow_deletes !== null && `--allow-deletes ${p.allow_deletes}`].filter(Boolean).join(' ') ||
    'none of --prune, --allow-replace, --allow-deletes';
  throw new StylesyncError(
    `${shown} was made with ${describe(then)}, but this apply was given ${describe(now)}. Nothing was written.`,
    `Apply it with the command plan printed (the same --prune, --allow-replace and --allow-deletes it was made with): whoever applies a plan confirms what it may delete and replace. If you did not make it that way, it was edited: make a new plan.`,
    { code: 'planning-flags-differ' },
  );
}

/** A saved plan checked against the files and the service as they are now. */
export type SavedPlanCheck =
  | { status: 'current'; plan: Plan; live: LiveList[]; /** The live glossaries the fresh plan read (apply backs up from them). */ glossaries?: LiveGlossary[] }
  | {
      status: 'refused';
      code: 'stale-plan' | 'saved-plan-differs';
      /** Why, as problems: what moved since (stale-plan), or one problem saying the plan differs. */
      problems: PlanProblem[];
      /** What moved since the plan was made. */
      stale: PlanProblem[];
      /** How the saved plan differs from the plan made now. */
      difference: SavedDifference;
    };

/**
 * Plans again from the files and the service as they are now; the plan to
 * send is that one, and only if it is the one saved. Reads only.
 */
export async function checkSavedPlan(session: ValidSession, saved: SavedPlan, shown: string): Promise<SavedPlanCheck> {
  const { planned_with: how } = saved;
  const planning: Planning = {
    prune: how.prune,
    allowReplace: how.allow_replace,
    ...(how.allow_deletes === null ? {} : { allowDeletes: how.allow_deletes }),
    // A saved partial plan is planned again as the same part.
    ...(saved.partial === undefined ? {} : { subset: savedChoice(session.config, saved.partial) }),
  };
  const { plan, live, glossaries } = await planLive(session, planning).catch((error: unknown) => {
    throw partGone(error, shown);
  });
  const current = { lists: live, ...(saved.glossaries === undefined ? {} : { glossaries: await glossariesRead(saved.glossaries.fingerprint, glossaries ?? [], session.api) }) };
  const stale = staleness(saved, current, desiredChecksum(subsetOf(session, planning)?.lists ?? session.result.lists));
  const difference = savedDifference(saved, plan);
  if (stale.length === 0 && isEmptyDifference(difference)) return { status: 'current', plan, live, ...(glossaries === undefined ? {} : { glossaries }) };
  const problems =
    stale.length > 0
      ? stale
      : [{ code: 'saved-plan-differs', message: `${shown} is not what applying would do now.`, hint: 'Run `stylesync plan --out FILE` again and apply the new file.' }];
  return { status: 'refused', code: stale.length > 0 ? 'stale-plan' : 'saved-plan-differs', problems, stale, difference };
}

/**
 * The live glossaries with the entries of every one a saved plan touches, for
 * its staleness check: the service keeps no version, so entries are compared
 * by hash (plan/kinds.ts). The fresh plan read the entries of every glossary
 * it manages; one the saved plan touched but the fresh plan did not read (a
 * file renamed or unpinned since) is read here, so every stale answer says
 * what changed rather than "gone".
 */
async function glossariesRead(saved: GlossaryFingerprint, fresh: readonly LiveGlossary[], calls: GlossaryCalls): Promise<LiveGlossary[]> {
  const unread = fresh.filter((g) => g.glossary_id in saved.hashes && !Array.isArray(g.entries));
  const read = unread.length === 0 ? [] : (await calls.readGlossaries(unread, SAVED_GLOSSARY_READS)).glossaries;
  const byId = new Map(read.map((g) => [g.glossary_id, g]));
  return fresh.map((g) => byId.get(g.glossary_id) ?? g);
}

/** Dictionary reads in flight at once for the few glossaries a saved plan's check reads again. */
const SAVED_GLOSSARY_READS = 4;

/** A saved partial plan whose paths or names select nothing now (a file removed or renamed) is stale, not a typo on the command line. */
function partGone(error: unknown, shown: string): unknown {
  if (!(error instanceof StylesyncError) || error.code !== 'subset-invalid') return error;
  return new StylesyncError(`${shown} is a partial plan, and its part selects nothing now: ${error.message} Nothing was written.`, 'Run `stylesync plan PATH… --out FILE` again for the part as it is now, and apply the new file.', {
    code: 'stale-plan',
    cause: error,
  });
}
