import { outputsManifest, type OutputsManifest } from '../report/outputs-manifest.ts';
import { managedGlossaries } from './plan-live.ts';
import type { ApplyResult } from '../apply/result.ts';
import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { LiveList } from '../catalog/types.ts';
import type { ValidSession } from './session.ts';
import { writeOrExplain } from './write-file.ts';
import { settleInOrder } from '../util/settle-in-order.ts';

/**
 * `stylesync outputs`: the manifest for translation callers from the files
 * and the service as it is now. Reads only (the listing of lists, and of
 * glossaries when the repository has glossary files): nothing is written to
 * the service.
 */
export async function readOutputs(session: ValidSession, concurrency: number): Promise<OutputsManifest> {
  const glossaries = managedGlossaries(session.result);
  // Both settle before a failure is told, the lists' first: one outage reads the same on every run (util/settle-in-order.ts).
  const [read, liveGlossaries] = await settleInOrder([
    session.api.listAll({ concurrency, expect: session.result.lists.length }),
    glossaries === undefined ? undefined : session.api.listGlossaries(),
  ]);
  return outputsManifest({
    lists: session.result.lists,
    live: read.lists,
    ...(glossaries === undefined ? {} : { glossaries, liveGlossaries: liveGlossaries?.value ?? [] }),
  });
}

/** The manifest after an apply: the live state the plan was made against, and what the run did. */
export function manifestAfter(session: ValidSession, live: readonly LiveList[], liveGlossaries: readonly LiveGlossaryInfo[] | undefined, result: ApplyResult): OutputsManifest {
  const glossaries = managedGlossaries(session.result);
  return outputsManifest({
    lists: session.result.lists,
    live,
    result,
    ...(glossaries === undefined ? {} : { glossaries, liveGlossaries: liveGlossaries ?? [] }),
  });
}

/** The manifest as written to a file or stdout: JSON, one document. */
export function manifestJson(manifest: OutputsManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes the manifest where `flag` said; a text holding the key is refused (write-file.ts). */
export async function writeManifest(file: string, manifest: OutputsManifest, flag: string, secrets: readonly string[]): Promise<void> {
  await writeOrExplain(file, manifestJson(manifest), flag, secrets);
}
