import { type Document, isMap, isScalar, isSeq } from 'yaml';
import type { OutputsManifest } from '../report/outputs-manifest.ts';
import { rootLanguage } from '../catalog/root-language.ts';

/** One value of `.deepl-sync.yaml` stylesync set: its path in the file, what it was, what it is now. */
export interface DeeplSyncChange {
  path: string;
  from: string | null;
  to: string;
}

export interface DeeplSyncEdit {
  changes: DeeplSyncChange[];
  /** Targets left as they were, and why (several lists or glossaries, `glossary: auto`). */
  notes: string[];
}

/** What one target locale resolves to: an id, or why there is none. */
type Choice = { id: string; name?: string } | { none: string } | undefined;

/**
 * Sets `translation.style_id` and `translation.glossary` of DeepL's CLI sync
 * file (service-2026.md) from the manifest, editing `doc` in place so its
 * comments and every other key stay. The rule: a locale's value is set when
 * exactly one managed list (glossary) serves it, else left and noted; when
 * every target locale resolves to the same id it is set at the top level
 * (overrides that exist are kept in step), otherwise under
 * `locale_overrides.<locale>`. `glossary: auto` is DeepL's own choice, left alone.
 */
export function editDeeplSync(doc: Document, manifest: OutputsManifest): DeeplSyncEdit {
  const edit: DeeplSyncEdit = { changes: [], notes: [] };
  const source = scalarAt(doc, ['source_locale']);
  const locales = targetLocales(doc);
  if (locales.length === 0) {
    edit.notes.push('target_locales lists no locale, so nothing was set.');
    return edit;
  }
  const styles = new Map(locales.map((l) => [l, styleFor(manifest, l)]));
  const glossaries = new Map(locales.map((l) => [l, source === undefined ? undefined : glossaryFor(manifest, source, l)]));
  setField(doc, 'style_id', locales, styles, edit);
  setField(doc, 'glossary', locales, glossaries, edit);
  return edit;
}

function setField(doc: Document, field: 'style_id' | 'glossary', locales: readonly string[], picks: Map<string, Choice>, edit: DeeplSyncEdit): void {
  for (const [locale, pick] of picks) if (pick !== undefined && 'none' in pick) edit.notes.push(`${field} for ${locale}: ${pick.none}; left as it is.`);
  const ids = [...picks.values()].map((p) => (p !== undefined && 'id' in p ? p.id : undefined));
  const same = ids[0] !== undefined && ids.every((id) => id === ids[0]);
  if (same) set(doc, ['translation', field], picks.get(locales[0] as string) as { id: string; name?: string }, edit);
  for (const locale of locales) {
    const pick = picks.get(locale);
    if (pick === undefined || 'none' in pick) continue;
    const path = ['translation', 'locale_overrides', locale, field];
    // One id for every locale lives at the top level; an override is kept in step only where it already exists.
    if (same && scalarAt(doc, path) === undefined) continue;
    set(doc, path, pick, edit);
  }
}

function set(doc: Document, path: string[], pick: { id: string; name?: string }, edit: DeeplSyncEdit): void {
  const now = scalarAt(doc, path);
  // A glossary may be named by its name (the spec allows it): the managed glossary's name is in step too.
  if (now === pick.id || (pick.name !== undefined && now === pick.name)) return;
  if (path[path.length - 1] === 'glossary' && now === 'auto') {
    edit.notes.push(`${path.join('.')} is "auto" (DeepL's CLI makes its own glossaries); left as it is.`);
    return;
  }
  try {
    doc.setIn(path, pick.id);
  } catch {
    // yaml refuses to go through a scalar (`translation: x`): a file DeepL's CLI would reject as well.
    edit.notes.push(`${path.join('.')} cannot be set: a value on the way is not a map; left as it is.`);
    return;
  }
  edit.changes.push({ path: path.join('.'), from: now ?? null, to: pick.id });
}

function styleFor(manifest: OutputsManifest, locale: string): Choice {
  const code = locale.toLowerCase();
  const serving = manifest.lists.filter((l) => l.style_id !== null && [code, rootLanguage(code)].includes(l.language.toLowerCase()));
  if (serving.length === 0) return undefined;
  if (serving.length > 1) return { none: `${serving.length} lists serve it (${serving.map((l) => JSON.stringify(l.name)).join(', ')})` };
  return { id: (serving[0] as { style_id: string }).style_id };
}

function glossaryFor(manifest: OutputsManifest, source: string, locale: string): Choice {
  const holding = manifest.glossaries.filter((g) => g.glossary_id !== null && g.language_pairs.some((p) => p.source_lang.toLowerCase() === source.toLowerCase() && p.target_lang.toLowerCase() === locale.toLowerCase()));
  if (holding.length === 0) return undefined;
  // DeepL's CLI takes one glossary per locale.
  if (holding.length > 1) return { none: `${holding.length} glossaries hold ${source}→${locale} (${holding.map((g) => JSON.stringify(g.name)).join(', ')}) and DeepL's CLI takes one` };
  const glossary = holding[0] as { glossary_id: string; name: string };
  return { id: glossary.glossary_id, name: glossary.name };
}

function targetLocales(doc: Document): string[] {
  const node = doc.getIn(['target_locales'], true);
  if (!isSeq(node)) return [];
  return node.items.flatMap((item) => (isScalar(item) && typeof item.value === 'string' ? [item.value] : []));
}

function scalarAt(doc: Document, path: readonly string[]): string | undefined {
  const value: unknown = doc.getIn(path);
  return typeof value === 'string' ? value : undefined;
}

/** True when `doc`'s top level is a map (a sync file at all). */
export function isSyncDocument(doc: Document): boolean {
  return isMap(doc.contents);
}
