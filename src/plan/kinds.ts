import { sameContent } from '../catalog/canonical.ts';
import { pairKey, type DesiredGlossary, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { CreateListBody, LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { plural } from '../util/plural.ts';
import { dictionaryHash, glossaryHashes } from './glossary-hash.ts';
import type { GlossaryChangePlan, GlossaryFingerprint, GlossaryWrite } from './glossary-types.ts';
import type { IdentityKind } from './identity.ts';
import type { Likeness, RenameKind } from './rename-hint.ts';
import type { DifferenceKind } from './saved-difference.ts';
import type { StaleKind } from './saved.ts';
import { oneLine } from './stable-json.ts';
import type { Change, ListFingerprint, ListPlan, RenameHint } from './types.ts';

/**
 * The two kinds of item stylesync manages, style lists and glossaries: what
 * each generic step (identity.ts, rename-hint.ts, …) needs to know of a kind,
 * as plain data and small functions. Everything else is written once.
 */

/** "Mostly the same content": a create looks like a list renamed when at least this share of rules and instructions is in common. */
const RENAME_SIMILARITY = 0.5;

export const listKind = {
  noun: 'list',
  plural: 'lists',
  idField: 'style_id',
  fileWord: 'style file',
  problemKey: 'list',
  codes: { duplicateName: 'duplicate-name', duplicatePin: 'duplicate-pin', stalePin: 'stale-pin', ambiguousName: 'ambiguous-name' },
  idOf: (l: LiveList) => l.style_id,
  pinOf: (d: DesiredList) => d.style_id,
  sameContent: (live: LiveList, desired: DesiredList) => sameContent(live, desired),
  // Only lists are replaced (a language change deletes the list and creates it again): the usual cause of a stale pin.
  staleAdvice: {
    message: (l: LiveList) => ` (${l.language}): after a replacement, the new list has a new id`,
    hint: " (apply's --ids-out file lists the new ids), and make sure translation requests use the new id too",
  },
  // A list renamed: same language, mostly the same rules and instructions (one key each, compared as sets).
  wanted: (plan: ListPlan) => {
    const change = plan.changes.find((c) => c.kind === 'create_list');
    return change?.kind === 'create_list' ? { language: change.body.language, keys: contentKeys(change.body) } : undefined;
  },
  held: (l: LiveList) => ({ language: l.language, keys: contentKeys(l) }),
  alike: (wanted: ListContentKeys, held: ListContentKeys): Likeness | undefined => {
    if (wanted.language !== held.language) return undefined;
    let shared = 0;
    for (const key of wanted.keys) if (held.keys.has(key)) shared++;
    const total = wanted.keys.size + held.keys.size - shared;
    return shared > 0 && shared / total >= RENAME_SIMILARITY ? { shared, total } : undefined;
  },
  renameHint: (l: LiveList, alike: Likeness, pruned: boolean): RenameHint => ({ style_id: l.style_id, name: l.name, ...alike, pruned }),
  hintId: (h: RenameHint) => h.style_id,
  alikeWords: (h: RenameHint) => `the same language and ${h.shared} of ${h.total} rules and instructions in common`,
  // A saved plan remembers the version of every list it touches.
  staleCodes: { gone: 'stale-list-gone', moved: 'stale-list-version', nameTaken: 'stale-name-taken' },
  fingerprinted: (f: ListFingerprint) => f.versions,
  moved: (then: number, now: LiveList) => (now.version === then ? undefined : `version ${then} then → ${now.version} now`),
  fingerprintWords: 'the list versions it read, and the names it creates',
  head: (list: ListPlan) => {
    const facts = [`language ${list.language}`, `style_id ${list.style_id ?? '(new)'}`];
    if (list.live_version !== undefined) facts.push(`version ${list.live_version}`);
    if (list.pinned) facts.push('pinned');
    return `${list.action} ${JSON.stringify(list.name)} (${facts.join(', ')})`;
  },
  // Each change as its kind and everything it sends or shows, without where its values are written in the files.
  writes: (list: ListPlan) =>
    list.changes.map((change) => {
      const { kind, ...rest } = withoutOrigins(change);
      return `${String(kind)} ${oneLine(rest)}`;
    }),
} as const satisfies IdentityKind<DesiredList, LiveList> &
  RenameKind<ListPlan, LiveList, RenameHint, ListContentKeys> &
  StaleKind<ListFingerprint, LiveList, number> &
  DifferenceKind<ListPlan>;

type GlossaryRenameHint = NonNullable<GlossaryChangePlan['rename_hint']>;

export const glossaryKind = {
  noun: 'glossary',
  plural: 'glossaries',
  idField: 'glossary_id',
  fileWord: 'glossary file',
  problemKey: 'glossary',
  codes: { duplicateName: 'duplicate-glossary-name', duplicatePin: 'duplicate-glossary-pin', stalePin: 'stale-glossary-pin', ambiguousName: 'ambiguous-glossary-name' },
  // On the listing alone (glossariesToRead, checks) as on glossaries read with their entries.
  idOf: (g: LiveGlossaryInfo) => g.glossary_id,
  pinOf: (d: DesiredGlossary) => d.glossary_id,
  sameContent: holdsExactly,
  // A glossary renamed: the same language pairs with the same entry counts. The listing says both without
  // reading a term, so no request is added for glossaries the files do not manage.
  wanted: (g: GlossaryChangePlan) =>
    g.dictionaries.length === 0 ? undefined : shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after }))),
  held: (g: LiveGlossaryInfo) => shape(g.dictionaries),
  alike: (wanted: string, held: string): Likeness | undefined => (wanted === held ? { shared: 1, total: 1 } : undefined),
  renameHint: (g: LiveGlossaryInfo, _alike: Likeness, pruned: boolean): GlossaryRenameHint => ({ glossary_id: g.glossary_id, name: g.name, pruned }),
  hintId: (h: GlossaryRenameHint) => h.glossary_id,
  alikeWords: () => 'the same language pairs and entry counts',
  // The service keeps no version of a glossary: a saved plan remembers a hash of each dictionary's entries instead.
  staleCodes: { gone: 'stale-glossary-gone', moved: 'stale-glossary-entries', nameTaken: 'stale-glossary-name-taken' },
  fingerprinted: (f: GlossaryFingerprint) => f.hashes,
  moved: (then: Record<string, string>, now: LiveGlossary) => {
    const hashes = glossaryHashes(now);
    const differences = Object.entries(then).flatMap(([pair, hash]) =>
      hashes[pair] === undefined ? [`the ${pair} dictionary was deleted`] : hashes[pair] !== hash ? [`the ${pair} entries changed`] : [],
    );
    for (const pair of Object.keys(hashes)) if (!(pair in then)) differences.push(`a dictionary for ${pair} was added`);
    return differences.length === 0 ? undefined : differences.join('; ');
  },
  fingerprintWords: 'the entries it read',
  head: (g: GlossaryChangePlan) => `${g.action} glossary ${JSON.stringify(g.name)} (${g.glossary_id ?? 'new'})`,
  // A write is shown by its kind, pair, entry count and a hash of its terms, never the terms themselves: a
  // 10,000-term PUT would otherwise be one unreadable line.
  writes: (g: GlossaryChangePlan) => g.writes.map(describeWrite),
} as const satisfies IdentityKind<DesiredGlossary, LiveGlossary> &
  RenameKind<GlossaryChangePlan, LiveGlossaryInfo, GlossaryRenameHint, string> &
  StaleKind<GlossaryFingerprint, LiveGlossary, Record<string, string>> &
  DifferenceKind<GlossaryChangePlan>;

interface ListContentKeys {
  language: string;
  keys: ReadonlySet<string>;
}

/** One key per rule value and per instruction, so lists compare as sets. */
function contentKeys(list: Pick<CreateListBody, 'configured_rules' | 'custom_instructions'>): Set<string> {
  const keys = new Set<string>();
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) keys.add(`rule\u0000${group}\u0000${rule}\u0000${value}`);
  }
  for (const i of list.custom_instructions) keys.add(`instruction\u0000${i.label}\u0000${i.prompt}\u0000${i.source_language ?? '\u0001'}`);
  return keys;
}

/** Whether a live glossary holds exactly the file's dictionaries and terms (name aside); one whose entries were not read holds nothing known. */
function holdsExactly(live: LiveGlossary, desired: DesiredGlossary): boolean {
  if (!Array.isArray(live.entries) || live.entries.length !== desired.dictionaries.length || live.dictionaries.length !== desired.dictionaries.length) return false;
  const read = new Map(live.entries.map((d) => [pairKey(d), d.entries]));
  return desired.dictionaries.every((d) => {
    const have = read.get(pairKey(d));
    if (!have || have.size !== d.entries.size) return false;
    for (const [source, target] of d.entries) if (have.get(source) !== target) return false;
    return true;
  });
}

/** A glossary's pairs and their entry counts, in one order, as one string. */
function shape(dictionaries: ReadonlyArray<{ source_lang: string; target_lang: string; entry_count: number }>): string {
  return dictionaries
    .map((d) => `${d.source_lang.toLowerCase()}\u0000${d.target_lang.toLowerCase()}\u0000${d.entry_count}`)
    .sort()
    .join('\u0001');
}

/** A change without where its values are written in the files: what it does, and only that. */
export function withoutOrigins(change: Change): Record<string, unknown> {
  const { origin: _origin, rule_origins: _rules, instruction_origins: _instructions, origins: _origins, ...rest } = change as Change & Record<string, unknown>;
  return rest;
}

/** One line per glossary write; names quoted by JSON, so control characters come out escaped. */
export function describeWrite(w: GlossaryWrite): string {
  const terms = (entries: ReadonlyArray<readonly [string, string]>) => `${plural(entries.length, 'entry', 'entries')}, ${dictionaryHash(entries).slice(0, 12)}`;
  switch (w.kind) {
    case 'create_glossary':
      return `POST ${JSON.stringify(w.name)} with ${w.dictionaries.map((d) => `${pairKey(d)} (${terms(d.entries)})`).join(', ')}`;
    case 'patch_glossary': {
      const parts = [w.name === undefined ? '' : `name ${JSON.stringify(w.name)}`, w.dictionary ? `merge ${pairKey(w.dictionary)} (${terms(w.dictionary.entries)})` : ''];
      return `PATCH ${parts.filter(Boolean).join(' and ')}`;
    }
    case 'put_dictionary':
      return `PUT ${pairKey(w.dictionary)} (${terms(w.dictionary.entries)})`;
    case 'delete_dictionary':
      return `DELETE dictionary ${pairKey(w)}`;
    case 'delete_glossary':
      return 'DELETE glossary';
  }
}
