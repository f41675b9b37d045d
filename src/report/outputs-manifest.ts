import type { DesiredGlossary, GlossaryPair, LiveGlossaryInfo } from '../catalog/glossary.ts';
import { rootLanguage } from '../catalog/root-language.ts';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { OUTPUTS_FORMAT_VERSION, OUTPUTS_MAX_GLOSSARY_IDS, type OutputsManifest, type OutputsTarget } from '../config/outputs-schema.ts';
import { glossaryKind, listKind } from '../plan/kinds.ts';
import { managedIds } from '../apply/managed-ids.ts';
import { isGlossaryRecord, type ApplyResult } from '../apply/result.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

export type { OutputsManifest, OutputsTarget };

/** What the manifest is made from: the files, the live state the run started from, and what the run did (none for `stylesync outputs`). */
export interface ManifestInput {
  lists: readonly DesiredList[];
  live: readonly LiveList[];
  /** undefined for a repository without glossary files. */
  glossaries?: readonly DesiredGlossary[];
  liveGlossaries?: readonly LiveGlossaryInfo[];
  result?: ApplyResult;
}

/**
 * The manifest for translation callers (`stylesync outputs`, `apply --outputs`):
 * the ids come from managedIds (the `--ids-out` logic),
 * so both files always agree; this adds language, version, pairs, what a
 * replace switched, and per target language what a translate request passes.
 */
export function outputsManifest(input: ManifestInput): OutputsManifest {
  const outcomes = input.result?.lists ?? [];
  const listIds = managedIds(listKind, input.lists, input.live, outcomes);
  const versions = versionsAfter(input.live, input.result);
  const lists = input.lists
    .filter((l) => l.state === 'present')
    .map((list) => {
      const styleId = Object.hasOwn(listIds, list.name) ? (listIds[list.name] as string) : null;
      const replaced = outcomes.find((o) => o.name === list.name && o.file === list.file && o.action === 'replace' && o.status === 'applied');
      return {
        name: list.name,
        file: list.file,
        style_id: styleId,
        language: list.language,
        version: styleId === null ? null : (versions.get(styleId) ?? null),
        ...(replaced?.previous_style_id && replaced.style_id ? { replaced: { from: replaced.previous_style_id, to: replaced.style_id } } : {}),
      };
    });
  const glossaries = glossaryEntries(input);
  return { format_version: OUTPUTS_FORMAT_VERSION, lists, glossaries, targets: targetsOf(lists, glossaries) };
}

/** style_id → the list's version after the run: the last applied write's, else the live one. */
function versionsAfter(live: readonly LiveList[], result: ApplyResult | undefined): Map<string, number> {
  const versions = new Map(live.map((l) => [l.style_id, l.version]));
  for (const record of result?.records ?? []) {
    if (!isGlossaryRecord(record) && record.outcome === 'applied' && record.style_id !== null && record.version_after !== null) versions.set(record.style_id, record.version_after);
  }
  return versions;
}

function glossaryEntries(input: ManifestInput): OutputsManifest['glossaries'] {
  if (input.glossaries === undefined) return [];
  const live = input.liveGlossaries ?? [];
  const outcomes = input.result?.glossaries ?? [];
  const ids = managedIds(glossaryKind, input.glossaries, live, outcomes);
  const liveById = new Map(live.map((g) => [g.glossary_id, g]));
  return input.glossaries
    .filter((g) => g.state === 'present')
    .map((glossary) => {
      const id = Object.hasOwn(ids, glossary.name) ? (ids[glossary.name] as string) : null;
      const written = outcomes.some((o) => o.name === glossary.name && o.file === glossary.file && o.status === 'applied');
      // The pairs the glossary holds now: the files' after this run wrote it, else the service's as listed.
      const held = id === null ? undefined : liveById.get(id);
      const pairs: readonly GlossaryPair[] = written || held === undefined ? glossary.dictionaries : held.dictionaries;
      return { name: glossary.name, file: glossary.file, glossary_id: id, language_pairs: pairs.map((p) => ({ source_lang: p.source_lang, target_lang: p.target_lang })) };
    });
}

/**
 * Per target language (lower case): the lists that serve it (their own
 * language or its root, as the service relates them) and, per source
 * language, the glossaries with a dictionary for that pair. A field a caller
 * passes as it is (`style_id`, `glossary_ids`) is filled only when it is one
 * valid choice; otherwise it is null, every candidate is still listed, and a
 * note says why: stylesync never picks one list or five glossaries for you.
 */
function targetsOf(lists: OutputsManifest['lists'], glossaries: OutputsManifest['glossaries']): Record<string, OutputsTarget> {
  const codes = new Set<string>();
  for (const l of lists) if (l.style_id !== null) codes.add(l.language.toLowerCase());
  for (const g of glossaries) if (g.glossary_id !== null) for (const p of g.language_pairs) codes.add(p.target_lang.toLowerCase());
  const targets = new Map<string, OutputsTarget>();
  for (const code of [...codes].sort()) targets.set(code, targetOf(code, lists, glossaries));
  return Object.fromEntries(targets);
}

function targetOf(code: string, lists: OutputsManifest['lists'], glossaries: OutputsManifest['glossaries']): OutputsTarget {
  const serving = lists
    .filter((l) => l.style_id !== null && [code, rootLanguage(code)].includes(l.language.toLowerCase()))
    .map((l) => ({ name: l.name, style_id: l.style_id as string }))
    .sort((a, b) => codeUnitOrder(a.name, b.name));
  const notes: string[] = [];
  if (serving.length > 1) notes.push(`${serving.length} lists serve ${code}: style_id is null; pass the style_id of the one you mean (lists).`);
  const bySource = new Map<string, Array<{ name: string; glossary_id: string }>>();
  for (const g of glossaries) {
    if (g.glossary_id === null) continue;
    for (const p of g.language_pairs) {
      if (p.target_lang.toLowerCase() !== code) continue;
      const source = p.source_lang.toLowerCase();
      const held = bySource.get(source) ?? [];
      held.push({ name: g.name, glossary_id: g.glossary_id });
      bySource.set(source, held);
    }
  }
  const sources = [...bySource.keys()].sort().map((source) => {
    const all = (bySource.get(source) ?? []).sort((a, b) => codeUnitOrder(a.name, b.name));
    const fits = all.length <= OUTPUTS_MAX_GLOSSARY_IDS;
    if (!fits) notes.push(`${all.length} glossaries hold ${source}→${code}, more than the ${OUTPUTS_MAX_GLOSSARY_IDS} one request takes: glossary_ids is null; pass at most ${OUTPUTS_MAX_GLOSSARY_IDS} of them (glossaries).`);
    return [source, { glossary_ids: fits ? all.map((g) => g.glossary_id) : null, glossaries: all }] as const;
  });
  return { style_id: serving.length === 1 ? (serving[0] as { style_id: string }).style_id : null, lists: serving, sources: Object.fromEntries(sources), notes };
}
