import { type RuleChange, sameContent } from '../catalog/canonical.ts';
import { pairKey, type DesiredGlossary, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { CreateListBody, LiveList, Origin, RuleMap } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { plural } from '../util/plural.ts';
import { dictionaryHash, glossaryHashes } from './checksum.ts';
import { diffTerms } from './glossary-terms.ts';
import type { AdoptKind } from './adopt.ts';
import type { DictionaryPlan, GlossaryChangePlan, GlossaryFingerprint, GlossaryWrite } from './glossary-types.ts';
import type { IdentityKind } from './identity.ts';
import type { Loss } from './protect.ts';
import type { Likeness, RenameKind } from './rename-hint.ts';
import { isGlossaryLoss, type SafetyKind } from './safety.ts';
import type { DifferenceKind } from './saved-difference.ts';
import type { StaleKind } from './saved.ts';
import type { DriftKind } from './split-section.ts';
import { oneLine, stableJson } from './stable-json.ts';
import type { Change, ListFingerprint, ListPlan, RenameHint } from './types.ts';

/**
 * The two kinds of item stylesync manages, style lists and glossaries: what
 * each generic step (identity.ts, rename-hint.ts, …) needs to know of a kind,
 * as plain data and small functions. Everything else is written once.
 */

/** What protection (protect-plan.ts, against-base.ts) needs of a kind: what a plan of it would lose for good (the delete guard's words are SafetyKind's). */
interface LossKind<P> {
  losses(section: { items: readonly P[] }): Loss[];
}

/** "Mostly the same content": a create looks like a list renamed when at least this share of rules and instructions is in common. */
const RENAME_SIMILARITY = 0.5;

export const listKind = {
  noun: 'list',
  plural: 'lists',
  idField: 'style_id',
  fileWord: 'style file',
  dirKey: 'styles_dir',
  deleteCodes: { nothing: 'deletes-without-desired', count: 'too-many-deletes', percent: 'too-many-deletes-percent' },
  problemKey: 'list',
  // Every action of a list plan, in the summary's order (a glossary's: the same less replace).
  actions: ['create', 'update', 'delete', 'replace'],
  codes: { duplicateName: 'duplicate-name', duplicatePin: 'duplicate-pin', stalePin: 'stale-pin', ambiguousName: 'ambiguous-name', reservedName: 'reserved-name' },
  idOf: (l: LiveList) => l.style_id,
  pinOf: (d: DesiredList) => d.style_id,
  losses: listLosses,
  // The delete guard (safety.ts) counts deletes that lose content, not a duplicate's removal.
  loses: (l: ListPlan) => l.action === 'delete' && !l.changes.some((c) => c.kind === 'delete_list' && c.reason === 'duplicate'),
  sameContent,
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
  alikeWords: (h: RenameHint) => `the same language and ${h.shared} of ${h.total} rules and instructions in common`,
  // Drift is split change by change, and a rule change (one request for every rule) rule by rule.
  narrow: (list: ListPlan, other: ListPlan, shared: boolean) => {
    const changes = narrowChanges(list.changes, other.changes, shared);
    return changes.length > 0 ? { ...list, changes } : undefined;
  },
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
  AdoptKind<DesiredList, ListPlan> &
  LossKind<ListPlan> &
  SafetyKind<ListPlan> &
  RenameKind<ListPlan, LiveList, RenameHint, ListContentKeys> &
  StaleKind<ListFingerprint, LiveList, number> &
  DifferenceKind<ListPlan> & DriftKind<ListPlan>;

type GlossaryRenameHint = NonNullable<GlossaryChangePlan['rename_hint']>;

export const glossaryKind = {
  noun: 'glossary',
  plural: 'glossaries',
  idField: 'glossary_id',
  fileWord: 'glossary file',
  dirKey: 'glossaries_dir',
  deleteCodes: { nothing: 'glossary-deletes-without-desired', count: 'too-many-glossary-deletes', percent: 'too-many-glossary-deletes-percent' },
  problemKey: 'glossary',
  actions: ['create', 'update', 'delete'],
  codes: { duplicateName: 'duplicate-glossary-name', duplicatePin: 'duplicate-glossary-pin', stalePin: 'stale-glossary-pin', ambiguousName: 'ambiguous-glossary-name', reservedName: 'reserved-glossary-name' },
  // On the listing alone (glossariesToRead, checks) as on glossaries read with their entries.
  idOf: (g: LiveGlossaryInfo) => g.glossary_id,
  pinOf: (d: DesiredGlossary) => d.glossary_id,
  losses: glossaryLosses,
  loses: isGlossaryLoss,
  sameContent: holdsExactly,
  // How many requests the writes send: what applying the plan costs (reads not counted). A drift split counts it
  // again from the glossaries it keeps whole: one PATCH or PUT carries a dictionary's drifted and edited terms alike.
  extra: (glossaries: readonly GlossaryChangePlan[]) => ({ requests: glossaries.reduce((n, g) => n + g.writes.length, 0) }),
  // A glossary renamed: the same language pairs with the same entry counts. The listing says both without
  // reading a term, so no request is added for glossaries the files do not manage.
  wanted: (g: GlossaryChangePlan) =>
    g.dictionaries.length === 0 ? undefined : shape(g.dictionaries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entry_count_after }))),
  held: (g: LiveGlossaryInfo) => shape(g.dictionaries),
  alike: (wanted: string, held: string): Likeness | undefined => (wanted === held ? { shared: 1, total: 1 } : undefined),
  renameHint: (g: LiveGlossaryInfo, _alike: Likeness, pruned: boolean): GlossaryRenameHint => ({ glossary_id: g.glossary_id, name: g.name, pruned }),
  alikeWords: () => 'the same language pairs and entry counts',
  // Drift is split term by term; a rename, a new or removed dictionary, a new or deleted glossary go each whole.
  narrow: narrowGlossary,
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
  AdoptKind<DesiredGlossary, GlossaryChangePlan> &
  LossKind<GlossaryChangePlan> &
  SafetyKind<GlossaryChangePlan> &
  RenameKind<GlossaryChangePlan, LiveGlossaryInfo, GlossaryRenameHint, string> &
  StaleKind<GlossaryFingerprint, LiveGlossary, Record<string, string>> &
  DifferenceKind<GlossaryChangePlan> & DriftKind<GlossaryChangePlan>;

/**
 * The lists a plan would lose, for protect.ts and against-base.ts: deletes (a tombstone, --prune)
 * and replaces (a language change recreates the list under a new id). A
 * removed duplicate is left out: it is an exact copy of the list that stays.
 */
function listLosses(section: { items: readonly ListPlan[] }): Loss[] {
  return section.items.flatMap((list): Loss[] => {
    const gone = list.changes.find((c) => c.kind === 'delete_list');
    if (gone === undefined || gone.reason === 'duplicate') return [];
    const names = gone.before.name === list.name ? [list.name] : [list.name, gone.before.name];
    const what =
      gone.reason === 'replace'
        ? `replace it (delete it and create it again under a new style_id: its language changes from ${gone.before.language} to ${list.language})`
        : `delete it (${gone.reason === 'absent' ? 'its file is a tombstone, state: absent' : '--prune: no style file declares it'})`;
    return [{ kind: 'list', names, ...(list.file === undefined ? {} : { file: list.file }), what }];
  });
}

/**
 * The glossaries and dictionaries a plan would lose, for protect.ts and against-base.ts: a
 * glossary deleted (a tombstone, --prune), and each dictionary a kept
 * glossary's file dropped. A removed duplicate is left out: it is an exact
 * copy of the glossary that stays.
 */
function glossaryLosses(section: { items: readonly GlossaryChangePlan[] }): Loss[] {
  return section.items.flatMap((g): Loss[] => {
    const names = g.rename === undefined ? [g.name] : [g.name, g.rename.from];
    const file = g.file === undefined ? {} : { file: g.file };
    if (g.action === 'delete') {
      if (g.reason === 'duplicate') return [];
      const why = g.reason === 'absent' ? 'its file is a tombstone, state: absent' : '--prune: no glossary file declares it';
      return [{ kind: 'glossary', names, ...file, what: `delete it (${why}), with ${plural(g.dictionaries.length, 'dictionary', 'dictionaries')}` }];
    }
    const removed = g.dictionaries.filter((d) => d.action === 'delete');
    return removed.map((d) => ({ kind: 'glossary', names, ...file, what: `remove its dictionary ${d.source_lang} → ${d.target_lang} (${plural(d.entry_count_before, 'term')}), which the file no longer declares` }));
  });
}

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
  // No term change between the two (diffTerms: none added, changed or removed); a pair not read is a create.
  return desired.dictionaries.every((d) => diffTerms(d, d.entries, read.get(pairKey(d))) === undefined);
}

/** A glossary's pairs and their entry counts, in one order, as one string. */
function shape(dictionaries: ReadonlyArray<{ source_lang: string; target_lang: string; entry_count: number }>): string {
  return dictionaries
    .map((d) => `${d.source_lang.toLowerCase()}\u0000${d.target_lang.toLowerCase()}\u0000${d.entry_count}`)
    .sort()
    .join('\u0001');
}

/** The elements of `mine` that `theirs` holds too (`shared`) or does not, compared as JSON. */
function sharedOrNot<T>(mine: readonly T[], theirs: readonly T[], shared: boolean): T[] {
  const keys = new Set(theirs.map(stableJson));
  return mine.filter((t) => keys.has(stableJson(t)) === shared);
}

/** The changes of `changes` (or the rules of a rule change) that `other` makes exactly so (`shared`) or does not make. */
function narrowChanges(changes: readonly Change[], other: readonly Change[], shared: boolean): Change[] {
  // What a change does, without where its values are written: a pull request may move lines without changing them.
  const keys = new Set(other.map((c) => stableJson(withoutOrigins(c))));
  const otherRules = other.flatMap((c) => (c.kind === 'replace_rules' ? c.rules : []));
  return changes.flatMap((change) => {
    if (change.kind !== 'replace_rules') return keys.has(stableJson(withoutOrigins(change))) === shared ? [change] : [];
    // One request replaces every rule, but each rule's change has its own cause: split them.
    const rules = sharedOrNot(change.rules, otherRules, shared);
    return rules.length > 0 ? [ruleChangeOf(change, rules)] : [];
  });
}

/** A rule change narrowed to `rules`: `after` is `before` with just those rules changed, so the two sides agree. */
function ruleChangeOf(change: Extract<Change, { kind: 'replace_rules' }>, rules: RuleChange[]): Change {
  // Maps, not objects indexed by name: group and rule names come from the service, and `__proto__` is one.
  const groups = new Map(Object.entries(change.before).map(([group, values]) => [group, new Map(Object.entries(values))]));
  for (const r of rules) {
    const group = groups.get(r.group) ?? new Map<string, string>();
    if (r.after === undefined) group.delete(r.rule);
    else group.set(r.rule, r.after);
    groups.set(r.group, group);
  }
  const after: RuleMap = Object.fromEntries([...groups].filter(([, values]) => values.size > 0).map(([group, values]) => [group, Object.fromEntries(values)]));
  // Own keys only, and fromEntries defines own properties: a rule key `__proto__` stays data.
  const keys = rules.map((r) => `${r.group}.${r.rule}`).filter((key) => Object.hasOwn(change.origins, key));
  return { ...change, after, rules, origins: Object.fromEntries(keys.map((key) => [key, change.origins[key] as Origin])) };
}

/** A glossary's changes that `other` makes exactly so (`shared`) or does not make, term by term; undefined when nothing is left. */
function narrowGlossary(g: GlossaryChangePlan, other: GlossaryChangePlan, shared: boolean): GlossaryChangePlan | undefined {
  // A new or deleted glossary is one change: its dictionaries come and go with it. Without the file that asks for
  // it: a pull request may move a glossary to another file.
  const whole = (p: GlossaryChangePlan) => stableJson({ rename: p.rename ?? null, reason: p.reason ?? null, dictionaries: p.dictionaries });
  if (g.action !== 'update') return (whole(g) === whole(other)) === shared ? g : undefined;
  const keepRename = g.rename !== undefined && (stableJson(g.rename) === stableJson(other.rename ?? null)) === shared;
  const others = new Map(other.dictionaries.map((d) => [pairKey(d), d]));
  const dictionaries = g.dictionaries.flatMap((d) => narrowDictionary(d, others.get(pairKey(d)), shared));
  if (dictionaries.length === 0 && !keepRename) return undefined;
  const { rename: _rename, ...rest } = g;
  return { ...rest, ...(keepRename ? { rename: g.rename } : {}), dictionaries };
}

function narrowDictionary(d: DictionaryPlan, other: DictionaryPlan | undefined, shared: boolean): DictionaryPlan[] {
  if (other === undefined || d.action !== 'update' || other.action !== 'update') return (other !== undefined && stableJson(d) === stableJson(other)) === shared ? [d] : [];
  const [added, changed, removed] = [sharedOrNot(d.added, other.added, shared), sharedOrNot(d.changed, other.changed, shared), sharedOrNot(d.removed, other.removed, shared)];
  if (added.length + changed.length + removed.length === 0) return [];
  // The count after is what these terms alone would leave: the two sections each say their own part.
  return [{ ...d, added, changed, removed, entry_count_after: d.entry_count_before + added.length - removed.length }];
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
