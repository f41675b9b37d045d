import { onceEach } from './duplicate-ids.ts';
import { StylesyncError } from '../errors.ts';
import { pairText, type GlossaryPair, type LiveDictionary, type LiveDictionaryInfo, type LiveGlossary, type LiveGlossaryInfo } from '../catalog/glossary.ts';
import { entriesToTsv } from '../catalog/glossary-entries.ts';
import { limiter } from '../util/limiter.ts';
import { settleInOrder } from '../util/settle-in-order.ts';
import type { Traced } from './api.ts';
import { clientError, type Subject } from './errors.ts';
import type { Exchange } from './exchange.ts';
import { parseDictionaryInfo, parseEntriesAnswer, parseGlossary, parseGlossaryList } from './glossary-wire.ts';
import { DEFAULT_MAX_DICTIONARIES, MAX_DICTIONARIES_VARIABLE } from './limits.ts';

/** A dictionary as stylesync sends it: always TSV, one entry a line (entriesToTsv). */
export interface DictionaryBody extends GlossaryPair {
  entries: Iterable<readonly [string, string]>;
}

/** A glossary read with the entries of its dictionaries, and the trace id of every answer that made it. */
export interface ReadGlossaries {
  glossaries: LiveGlossary[];
  /** The listing's trace id, then one per dictionary read, in the order of `glossaries`. */
  traceIds: string[];
  requests: number;
}

/**
 * The eight glossary routes of spec/glossaries-v3.md, through the same
 * exchange as the lists (redaction, no redirects, retry policy of http.ts).
 * No route carries a version: a change is seen only by reading entries again.
 *
 * PATCH merges and never removes an entry; PUT replaces the dictionary of its
 * pair. Both are safe to repeat (sending the same merge or the same whole
 * dictionary twice gives the same glossary), so they are retried like GETs.
 * The create (POST) is not: a lost answer may have made the glossary, and
 * finding it by name before sending again is the apply step's work.
 */
export interface GlossaryCalls {
  /** `GET /v3/glossaries`: every glossary, dictionaries with counts, no paging. */
  listGlossaries(): Promise<Traced<LiveGlossaryInfo[]>>;
  /** `GET /v3/glossaries/{id}/entries?source_lang&target_lang`. */
  readEntries(glossary: LiveGlossaryInfo, pair: GlossaryPair): Promise<Traced<LiveDictionary>>;
  /** The entries of every dictionary of `glossaries`, read in parallel (at most `concurrency` at once). */
  readGlossaries(glossaries: readonly LiveGlossaryInfo[], concurrency: number): Promise<ReadGlossaries>;
  /** `POST /v3/glossaries` with every dictionary; 201. */
  createGlossary(name: string, dictionaries: readonly DictionaryBody[]): Promise<Traced<LiveGlossaryInfo>>;
  /** `PATCH /v3/glossaries/{id}`: a new name, and/or one dictionary whose entries are merged in. */
  patchGlossary(glossary: LiveGlossaryInfo, change: { name?: string; dictionary?: DictionaryBody }): Promise<Traced<LiveGlossaryInfo>>;
  /** `PUT /v3/glossaries/{id}/dictionaries`: replaces (or creates) the dictionary of its pair. */
  putDictionary(glossary: LiveGlossaryInfo, dictionary: DictionaryBody): Promise<Traced<LiveDictionaryInfo>>;
  /** `DELETE /v3/glossaries/{id}/dictionaries?source_lang&target_lang`; 204, and 404 means gone already. */
  deleteDictionary(glossary: LiveGlossaryInfo, pair: GlossaryPair): Promise<Traced<void>>;
  /** `DELETE /v3/glossaries/{id}`; 204, and 404 means gone already. */
  deleteGlossary(glossary: LiveGlossaryInfo): Promise<Traced<void>>;
}

const glossaryPath = (id: string): string => `/v3/glossaries/${encodeURIComponent(id)}`;
const pairQuery = (pair: GlossaryPair): Array<[string, string]> => [
  ['source_lang', pair.source_lang],
  ['target_lang', pair.target_lang],
];
/** A dictionary as the wire carries it (TSV); the create with recovery (create-recovery.ts) sends the same. */
export const wireDictionary = (d: DictionaryBody) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entries: entriesToTsv(d.entries), entries_format: 'tsv' });
const subjectOf = (g: Pick<LiveGlossaryInfo, 'glossary_id' | 'name'>, pair?: GlossaryPair): Subject => ({
  kind: 'glossary',
  id: g.glossary_id,
  name: g.name,
  ...(pair ? { pair: pairText(pair) } : {}),
});

export function createGlossaryCalls(ex: Exchange, maxDictionaries = DEFAULT_MAX_DICTIONARIES): GlossaryCalls {
  async function listGlossaries(): Promise<Traced<LiveGlossaryInfo[]>> {
    const answer = await ex.exchange({ method: 'GET', path: '/v3/glossaries' }, 'read the glossaries', { kind: 'glossaries' }, parseGlossaryList);
    const { items, twice, conflict } = onceEach(answer.value, (g) => g.glossary_id);
    if (conflict !== undefined) {
      throw new StylesyncError(
        `The service listed glossary ${conflict} twice in one answer, with different contents (trace ${answer.traceId}), so stylesync cannot tell which is the live one.`,
        'Run the command again; if the listing keeps holding both, report the trace id to the service.',
        { code: 'unexpected-answer' },
      );
    }
    if (twice.length > 0) ex.http.report({ method: 'GET', path: '/v3/glossaries', attempt: 1, traceId: answer.traceId, note: 'duplicate-ids', ids: twice });
    return { ...answer, value: items };
  }

  const readEntries = (glossary: LiveGlossaryInfo, pair: GlossaryPair) =>
    ex.exchange(
      { method: 'GET', path: `${glossaryPath(glossary.glossary_id)}/entries`, query: pairQuery(pair) },
      `read the ${pairText(pair)} entries of glossary "${glossary.name}"`,
      subjectOf(glossary, pair),
      (body) => parseEntriesAnswer(body, { source_lang: pair.source_lang.toLowerCase(), target_lang: pair.target_lang.toLowerCase() }),
    );

  async function readGlossaries(glossaries: readonly LiveGlossaryInfo[], concurrency: number): Promise<ReadGlossaries> {
    // The listing says how many dictionaries each glossary holds: one past the bound is refused before any entries are read.
    const over = glossaries.find((g) => g.dictionaries.length > maxDictionaries);
    if (over) throw tooManyDictionaries(over, maxDictionaries, ex.secrets);
    const limit = limiter(concurrency);
    // Every read settles before a failure is told, and the first in the listing's order is named (util/settle-in-order.ts):
    // in an outage the answer that came back first decided, so the same outage read differently from run to run. The
    // limiter sends every queued read anyway, so waiting for them costs no request.
    const read = await settleInOrder(
      glossaries.map(async (glossary) => {
        const answers = await settleInOrder(glossary.dictionaries.map((d) => limit(() => readEntries(glossary, d))));
        return { glossary: { ...glossary, entries: answers.map((a) => a.value) }, traceIds: answers.map((a) => a.traceId) };
      }),
    );
    return { glossaries: read.map((r) => r.glossary), traceIds: read.flatMap((r) => r.traceIds), requests: read.reduce((n, r) => n + r.traceIds.length, 0) };
  }

  const createGlossary = (name: string, dictionaries: readonly DictionaryBody[]) =>
    ex.exchange(
      { method: 'POST', path: '/v3/glossaries', body: { name, dictionaries: dictionaries.map(wireDictionary) } },
      `create glossary "${name}"`,
      { kind: 'glossary', name },
      (body) => parseGlossary(body),
    );

  function patchGlossary(glossary: LiveGlossaryInfo, change: { name?: string; dictionary?: DictionaryBody }) {
    const body = { ...(change.name === undefined ? {} : { name: change.name }), ...(change.dictionary ? { dictionaries: [wireDictionary(change.dictionary)] } : {}) };
    const what = [change.name === undefined ? '' : `rename to "${change.name}"`, change.dictionary ? `merge terms into ${pairText(change.dictionary)}` : ''].filter(Boolean).join(' and ');
    return ex.exchange(
      { method: 'PATCH', path: glossaryPath(glossary.glossary_id), body, idempotent: true },
      `update glossary "${glossary.name}" (${what})`,
      subjectOf(glossary, change.dictionary),
      (answer) => parseGlossary(answer),
    );
  }

  const putDictionary = (glossary: LiveGlossaryInfo, dictionary: DictionaryBody) =>
    ex.exchange(
      { method: 'PUT', path: `${glossaryPath(glossary.glossary_id)}/dictionaries`, body: wireDictionary(dictionary), idempotent: true },
      `replace the ${pairText(dictionary)} dictionary of glossary "${glossary.name}"`,
      subjectOf(glossary, dictionary),
      parseDictionaryInfo,
    );

  const deleteDictionary = (glossary: LiveGlossaryInfo, pair: GlossaryPair) =>
    ex.remove(
      { method: 'DELETE', path: `${glossaryPath(glossary.glossary_id)}/dictionaries`, query: pairQuery(pair) },
      `delete the ${pairText(pair)} dictionary of glossary "${glossary.name}"`,
      subjectOf(glossary, pair),
    );

  const deleteGlossary = (glossary: LiveGlossaryInfo) =>
    ex.remove({ method: 'DELETE', path: glossaryPath(glossary.glossary_id) }, `delete glossary "${glossary.name}"`, subjectOf(glossary));

  return { listGlossaries, readEntries, readGlossaries, createGlossary, patchGlossary, putDictionary, deleteDictionary, deleteGlossary };
}

function tooManyDictionaries(glossary: LiveGlossaryInfo, maxDictionaries: number, secrets: readonly string[]) {
  const count = glossary.dictionaries.length.toLocaleString('en-US');
  return clientError(
    `Glossary "${glossary.name}" (${glossary.glossary_id}) lists ${count} dictionaries, more than ${maxDictionaries.toLocaleString('en-US')}, stylesync's limit for one glossary, so none of its entries were read.`,
    `A glossary holds one dictionary per language pair, far fewer than that. If it really holds more, raise ${MAX_DICTIONARIES_VARIABLE} (default ${DEFAULT_MAX_DICTIONARIES.toLocaleString('en-US')}). ` +
      'Otherwise check that the base URL points at the translation service, and report the listing to the service operator.',
    secrets,
    { code: 'too-many-dictionaries' },
  );
}
