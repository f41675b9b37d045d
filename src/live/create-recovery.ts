import { instructionBody, instructionsEqual } from '../catalog/canonical.ts';
import type { LiveGlossaryInfo } from '../catalog/glossary.ts';
import type { InstructionSpec, LiveInstruction, LiveList } from '../catalog/types.ts';
import { StylesyncError } from '../errors.ts';
import type { CreateListBody, Traced } from './api.ts';
import { clientError, type Subject } from './errors.ts';
import { type Exchange, isSuccess, unclear } from './exchange.ts';
import { type CreatedKind, findCreated, glossaryCreated, listCreated } from './find-created.ts';
import { type DictionaryBody, type GlossaryCalls, wireDictionary } from './glossaries.ts';
import { parseGlossary } from './glossary-wire.ts';
import type { CallResult, CallSpec } from './http.ts';
import { type KnownNames, label } from './known-names.ts';
import { MAX_LISTING_READS } from './limits.ts';
import { type ListReads, listingMoved, sameListing } from './list-reads.ts';
import { instructionsPath } from './paths.ts';
import { parseInstruction, parseList } from './wire.ts';

/**
 * The two POSTs that make something: a list and an instruction. A POST that
 * got no clear answer (timeout, lost connection, 5xx) may have been carried
 * out, and the service has no idempotency key, so it is never re-sent
 * blindly: after the settle wait the client looks for what it asked for, returns
 * it when found (`recovered`), and only otherwise sends once more (`resent`).
 */
export interface Creates {
  create(body: CreateListBody): Promise<Traced<LiveList>>;
  createInstruction(styleId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>>;
}

interface Post<T> {
  spec: CallSpec;
  action: string;
  subject: Subject;
  parse: (body: unknown) => T;
  /** What the recovery looks for, named in the error after a second unclear answer. */
  what: string;
  /** Finds what an unclear first attempt may have made. */
  look: () => Promise<T | undefined>;
}

/** Waits for a create still in flight to land (the client's settleMs, on its clock). */
export type Settle = () => Promise<void>;

export function createCreates(ex: Exchange, known: KnownNames, reads: ListReads, settle: Settle): Creates {
  function create(body: CreateListBody): Promise<Traced<LiveList>> {
    const payload: CreateListBody = {
      name: body.name,
      language: body.language,
      configured_rules: body.configured_rules,
      custom_instructions: body.custom_instructions.map(instructionBody),
    };
    // Lists this client has already seen existed before this create, whatever they look like.
    const knownBefore = known.listIds();
    const listing = () => reads.listAll().then(({ lists, pages }) => ({ items: lists, pages }));
    return postOnce(ex, settle, {
      spec: { method: 'POST', path: '/v3/style_rules', body: payload },
      action: `create style rule list "${body.name}"`,
      subject: { kind: 'list', name: body.name },
      parse: (answer) => known.remember(parseList(answer)),
      what: 'the list',
      look: () => lookForCreated(ex, listCreated, listing, body, knownBefore),
    });
  }

  function createInstruction(styleId: string, instruction: InstructionSpec): Promise<Traced<LiveInstruction>> {
    return postOnce(ex, settle, {
      spec: { method: 'POST', path: instructionsPath(styleId), body: instructionBody(instruction) },
      action: `add custom instruction "${instruction.label}" to list ${label(known.list(styleId))}`,
      subject: known.instruction(styleId, undefined, instruction.label),
      parse: (body) => known.rememberInstruction(styleId, parseInstruction(body, 'instruction')),
      what: 'the instruction',
      look: async () => {
        const list = (await reads.get(styleId)).value;
        return list.custom_instructions.find((have) => instructionsEqual(have, instruction));
      },
    });
  }

  return { create, createInstruction };
}

/**
 * "Not found" in a listing of several pages may be a skip (an item created
 * or deleted while it was read; see list-reads.ts), and a resend on a skip
 * makes a copy: so "not found" is believed only when two reads in a row
 * agree. A listing that keeps moving fails the look, which reports the
 * create as unclear rather than send it again. A listing of one page (the
 * glossaries' has no pages) is believed at once.
 */
async function lookForCreated<L extends { name: string }, B extends { name: string }>(
  ex: Exchange,
  kind: CreatedKind<L, B>,
  listing: () => Promise<{ items: L[]; pages: number }>,
  body: B,
  knownBefore: ReadonlySet<string>,
): Promise<L | undefined> {
  const seen: L[][] = [];
  for (let read = 0; read < MAX_LISTING_READS; read++) {
    const { items, pages } = await listing();
    const found = findCreated(kind, items, body, knownBefore);
    const previous = seen.at(-1);
    seen.push(items);
    if (found !== undefined || pages <= 1 || (previous !== undefined && sameListing(previous, items, kind.id))) return found;
  }
  throw listingMoved(seen.map((items) => `${items.length} ${kind.plural}`), ex.secrets);
}

/** Sends a create once, then recovers or re-sends once after an unclear answer. */
async function postOnce<T>(ex: Exchange, settle: Settle, p: Post<T>): Promise<Traced<T>> {
  const first = await ex.http.call(p.spec);
  if (isSuccess(first)) return { value: ex.read(first, p.spec, p.action, p.subject, p.parse), traceId: first.traceId };
  if (!unclear(first)) throw ex.failure(first, p.spec, p.action, p.subject);

  // The service may have made it although no success came back: look before sending again.
  const found = await lookAfterUnclear(ex, settle, first, p);
  if (found !== undefined) {
    ex.http.report({ method: 'POST', path: p.spec.path, attempt: first.attempts, note: 'recovered' });
    return { value: found, traceId: '', recovered: true };
  }
  const second = await ex.http.call(p.spec);
  if (isSuccess(second)) return { value: ex.read(second, p.spec, p.action, p.subject, p.parse), traceId: second.traceId, resent: true };
  throw unclearTwice(ex, second, p);
}

/**
 * After an unclear POST: wait for a request still in flight to land, then
 * look for its result. A failing look-up is reported with the original
 * failure, because the object may or may not exist now.
 */
async function lookAfterUnclear<T>(ex: Exchange, settle: Settle, result: CallResult, p: Post<T>): Promise<T | undefined> {
  await settle();
  try {
    return await p.look();
  } catch (error) {
    const original = ex.failure(result, p.spec, p.action, p.subject);
    const inner = error instanceof StylesyncError ? error : undefined;
    throw clientError(
      `${original.message}; checking whether it was done anyway failed too: ${inner?.message ?? String(error)}`,
      `It may or may not have been done. Run \`stylesync plan\` to see the current state before applying again. ${inner?.hint ?? ''}`.trim(),
      ex.secrets,
      { code: 'write-unclear', cause: error, ...(original.traceId ? { traceId: original.traceId } : inner?.traceId ? { traceId: inner.traceId } : {}) },
    );
  }
}

/**
 * The glossary create with the same care as a list's. Its listing is one
 * request (it has no pages); every glossary id this client lists or creates
 * is remembered, so an older glossary that happens to look the same is never
 * taken for the new one.
 */
export function createGlossaryCreate(ex: Exchange, calls: Pick<GlossaryCalls, 'listGlossaries'>, settle: Settle): Pick<GlossaryCalls, 'listGlossaries' | 'createGlossary'> {
  const seen = new Set<string>();
  const remember = (g: LiveGlossaryInfo): LiveGlossaryInfo => (seen.add(g.glossary_id), g);
  async function listGlossaries(): Promise<Traced<LiveGlossaryInfo[]>> {
    const answer = await calls.listGlossaries();
    for (const g of answer.value) remember(g);
    return answer;
  }
  async function createGlossary(name: string, dictionaries: readonly DictionaryBody[]): Promise<Traced<LiveGlossaryInfo>> {
    // Counted once here: the entries may be a one-pass iterable, and the wire body needs them too.
    const wire = dictionaries.map(wireDictionary);
    const planned = wire.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries === '' ? 0 : d.entries.split('\n').length }));
    const knownBefore = new Set(seen);
    const listing = async () => ({ items: (await calls.listGlossaries()).value, pages: 1 });
    const answer = await postOnce(ex, settle, {
      spec: { method: 'POST', path: '/v3/glossaries', body: { name, dictionaries: wire } },
      action: `create glossary "${name}"`,
      subject: { kind: 'glossary', name },
      parse: parseGlossary,
      what: 'the glossary',
      look: () => lookForCreated(ex, glossaryCreated, listing, { name, dictionaries: planned }, knownBefore),
    });
    remember(answer.value);
    return answer;
  }
  return { listGlossaries, createGlossary };
}

/** The error after a second unclear answer: the object may exist now. */
function unclearTwice<T>(ex: Exchange, result: CallResult, p: Post<T>): StylesyncError {
  const original = ex.failure(result, p.spec, p.action, p.subject);
  if (!unclear(result)) return original;
  return clientError(
    `${original.message}; it was sent twice without a clear answer`,
    `${p.what[0]?.toUpperCase()}${p.what.slice(1)} may or may not exist now. Run \`stylesync plan\` to see the current state before applying again. ${original.hint}`,
    ex.secrets,
    { code: 'write-unclear', ...(original.traceId ? { traceId: original.traceId } : {}) },
  );
}
