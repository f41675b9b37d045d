import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedSample, SampleRecord } from '../catalog/samples.ts';
import type { SampleOutcome } from '../checks/samples.ts';
import { StylesyncError } from '../errors.ts';
import { isObject } from '../util/is-object.ts';
import { entryKind } from './entry-kind.ts';
import { writeFileAtomically } from './write-file.ts';

/**
 * Where `plan --check-translations` records its sample translations for
 * `stylesync guide`: in the repository's `.stylesync/` (which `init` keeps
 * out of git), so a guide written later in the same clone or CI job (plan,
 * then guide, in one workflow job) reads them without a key or a request.
 */
export const SAMPLE_FILE = path.join('.stylesync', 'translations.json');

/** A record larger than this is not read (nor written): the guide stays bounded whatever the file holds. */
export const MAX_SAMPLE_BYTES = 4 * 1024 * 1024;

export interface SampleRead {
  samples: RecordedSample[];
  /** Why the record was not used (a link, too large, not a record); absent when it was, or there is none. */
  problem?: string;
}

/** The recorded samples under `root`; none when there is no record. Never follows a link. */
export async function readSamples(root: string): Promise<SampleRead> {
  const file = path.join(root, SAMPLE_FILE);
  const dir = await entryKind(path.dirname(file));
  if (dir === 'missing') return { samples: [] };
  if (dir !== 'dir') return { samples: [], problem: `${SAMPLE_FILE} was not read: .stylesync is not a directory of its own (a link or a file)` };
  const kind = await entryKind(file);
  if (kind === 'missing') return { samples: [] };
  if (kind !== 'file') return { samples: [], problem: `${SAMPLE_FILE} was not read: it is not a regular file (a link or a pipe)` };
  if (await trackedByGit(root, SAMPLE_FILE)) {
    return { samples: [], problem: `${SAMPLE_FILE} was not read: it is committed to git, and a committed record cannot show that the service translated it (anyone can write one into a pull request); remove it from git (git rm --cached ${SAMPLE_FILE})` };
  }
  let text: string;
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { size } = await handle.stat();
    if (size > MAX_SAMPLE_BYTES) return { samples: [], problem: `${SAMPLE_FILE} was not read: it is larger than ${MAX_SAMPLE_BYTES} bytes` };
    text = await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
  const samples = parseRecord(text);
  return samples === undefined ? { samples: [], problem: `${SAMPLE_FILE} was not read: it is not a record stylesync wrote` } : { samples };
}

/** The samples of a record, each checked member by member; undefined when it is not one. */
function parseRecord(text: string): RecordedSample[] | undefined {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(record) || record.format !== 1 || !Array.isArray(record.samples)) return undefined;
  const strings = ['key', 'list', 'file', 'text', 'target_language', 'content_hash', 'translation', 'recorded_at'] as const;
  return record.samples.filter(
    (s): s is RecordedSample => isObject(s) && strings.every((k) => typeof s[k] === 'string') && Array.isArray(s.glossaries) && s.glossaries.every((g) => typeof g === 'string'),
  );
}

/**
 * Merges a run's samples into the record: this run's replace those of the
 * same example, its failures remove theirs, the rest stay (a partial plan
 * keeps the other lists' samples). Written through a new temporary file and
 * a rename, so a reader never sees half a record and a link planted at the
 * record's place is replaced, not followed. Returns why it could not record,
 * for a note: a sample record is a convenience, never a reason to fail a plan.
 */
export async function writeSamples(root: string, outcome: SampleOutcome, secrets: readonly string[]): Promise<string | undefined> {
  const file = path.join(root, SAMPLE_FILE);
  try {
    const dir = await entryKind(path.dirname(file));
    if (dir !== 'dir' && dir !== 'missing') return `The sample translations were not recorded: .stylesync is not a directory of its own (a link or a file).`;
    await mkdir(path.dirname(file), { recursive: true });
    const gone = new Set([...outcome.dropped, ...outcome.fresh.map((s) => s.key)]);
    const kept = (await readSamples(root)).samples.filter((s) => !gone.has(s.key));
    // The whole record is checked: a translation, a list name or a target code (from the service's languages answer) may hold the key.
    const record: SampleRecord = { format: 1, written_by: 'stylesync plan --check-translations', samples: bounded([...outcome.fresh, ...kept]) };
    await writeFileAtomically(file, `${JSON.stringify(record, null, 1)}\n`, secrets, 'the sample record');
    return undefined;
  } catch (error) {
    const hint = error instanceof StylesyncError ? ` ${error.hint}` : '';
    return `The sample translations were not recorded in ${SAMPLE_FILE}: ${(error as Error).message}${hint}`;
  }
}

/** The newest samples that fit in MAX_SAMPLE_BYTES (this run's first, then the kept ones as they were). */
function bounded(samples: RecordedSample[]): RecordedSample[] {
  let bytes = 100;
  const out: RecordedSample[] = [];
  for (const sample of samples) {
    bytes += Buffer.byteLength(JSON.stringify(sample)) + 4;
    if (bytes > MAX_SAMPLE_BYTES) break;
    out.push(sample);
  }
  return out;
}

/**
 * Whether git tracks the file. The guide says of a sample "translated by the
 * service … recorded by the last translate check"; only a record this clone's
 * own check wrote (`.stylesync/` is git-ignored by init) makes that true. Not
 * a git checkout, or no git: not tracked. Bounded by a timeout.
 */
function trackedByGit(root: string, file: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('git', ['ls-files', '--error-unmatch', '--', file], { cwd: root, timeout: 10_000 }, (error) => resolve(error === null));
  });
}
