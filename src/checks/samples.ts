import type { DesiredGlossary } from '../catalog/glossary.ts';
import { type RecordedSample, sampleHasher, sampleKey } from '../catalog/samples.ts';
import type { DesiredList } from '../config/model.ts';
import { STOPPED } from './send.ts';
import type { TranslationReport } from './types.ts';

/** What one run of the translate checks says about the recorded samples. */
export interface SampleOutcome {
  /** Examples translated with the files' state whose expectations all held. */
  fresh: RecordedSample[];
  /** Keys of examples this run translated without success: their old sample is no longer to be shown. */
  dropped: string[];
}

/**
 * The samples of a translate-check report: each list example's "after" (the
 * files' state: the preview list, or the live list when unchanged), keyed and
 * hashed (catalog/samples.ts) so the guide can match it and tell when the
 * files have moved on. A failed or unmet example is not a sample of the style
 * guide: it drops the old one rather than standing in for it. An example an
 * interrupt kept from being sent drops nothing. A partial plan
 * (`plan PATH… --list NAME`) records nothing for lists that name a glossary
 * file, and leaves their old samples as they are.
 */
export function samplesOf(
  report: TranslationReport,
  desired: readonly DesiredList[],
  glossaries: readonly DesiredGlossary[],
  now: Date,
  options: { partial?: boolean } = {},
): SampleOutcome {
  const hash = sampleHasher(glossaries);
  // A partial plan sends the live glossaries whatever the files say, so the files' hash would vouch for what was not sent.
  const inFiles = new Set(glossaries.map((g) => g.name));
  const unsure = (list: DesiredList) => options.partial === true && (list.glossaries ?? []).some((g) => inFiles.has(g.name));
  const byFile = new Map(desired.map((l) => [l.file, l]));
  const fresh: RecordedSample[] = [];
  const dropped: string[] = [];
  for (const check of report.lists) {
    const list = byFile.get(check.file);
    if (list === undefined || unsure(list)) continue;
    for (const result of check.examples) {
      // Results keep the example's place (`examples[2]`); the text confirms it is the same example.
      const example = list.examples.find((e) => e.path === result.path && e.text === result.text);
      if (example === undefined) continue;
      const key = sampleKey(list.name, example);
      // Not sent (Ctrl+C, SIGTERM): nothing was learnt about this example, so its recorded sample stays as it was.
      if (result.status === 'error' && result.error?.includes(STOPPED) === true) continue;
      if (result.status !== 'passed' || result.after === undefined) {
        dropped.push(key);
        continue;
      }
      fresh.push({
        key,
        list: list.name,
        file: list.file,
        text: example.text,
        target_language: result.target_language,
        glossaries: (list.glossaries ?? []).map((g) => g.name),
        content_hash: hash(list, example),
        translation: result.after,
        recorded_at: now.toISOString(),
      });
    }
  }
  return { fresh, dropped };
}
