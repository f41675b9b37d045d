import { onceEach } from './duplicate-ids.ts';
import type { LiveList } from '../catalog/types.ts';
import { LIMITS } from '../catalog/types.ts';
import type { ListAllOptions, ReadAllResult, Traced } from './api.ts';
import { clientError } from './errors.ts';
import { type Exchange, isSuccess } from './exchange.ts';
import { type CallSpec, pathWithQuery } from './http.ts';
import { type KnownNames, label } from './known-names.ts';
import { DEFAULT_MAX_LISTS, MAX_LISTING_READS, MAX_LISTS_VARIABLE } from './limits.ts';
import { stylePath } from './paths.ts';
import type { TextPool } from '../util/text-pool.ts';
import { settleInOrder } from '../util/settle-in-order.ts';
import { parseList, parseListPage } from './wire.ts';

export interface ListReads {
  listAll(options?: ListAllOptions): Promise<ReadAllResult>;
  get(styleId: string): Promise<Traced<LiveList>>;
}

/** Page reads in flight when the caller does not say: the CLI's --concurrency default. */
export const DEFAULT_READ_CONCURRENCY = 4;

/** One read of the whole listing, page by page. */
interface Pass {
  lists: LiveList[];
  requests: number;
  pages: number;
  /** Set when the pass saw the listing move under it (a list on two pages). */
  torn?: string;
}

const ACTION = 'read the style rule lists';

/**
 * Reading lists: all of them, or one by id.
 *
 * The listing pages by offset with no total (`page`, `page_size`), so a list
 * created or deleted between two page reads shifts the rest: one list can be
 * read twice, or skipped without a trace. A list read twice is seen here, and
 * the listing is read again (at most MAX_LISTING_READS times, then refused).
 * A skip only shows in a second read, and only matters when it changes what
 * is planned (a create of a list that exists), so listAll reads once and
 * says how many pages it took; the planner (app/plan-live.ts) confirms a
 * plan that creates with a second read. That keeps a plan at ⌊N/25⌋+1 GETs.
 *
 * Pages are read in batches, so latency is paid once per batch, not per
 * page, and a batch stops the read at its first short page. Pages read past
 * the end are the cost, so the batches are sized from what is known:
 * - page 0 alone first: an account of one page (the most common) costs one
 *   request, and a hint that is too high (the first apply into an empty
 *   account) costs nothing;
 * - up to the expected end (`expect`: the style files' count, or an earlier
 *   read's count), batches of the full concurrency, never past that end: a
 *   right hint reads exactly the bound, ⌊N/25⌋+1 pages;
 * - past the expected end (no hint, or more lists than expected), batches
 *   grow 2, 4, … up to the concurrency (slow start), so an unexpected end
 *   costs at most concurrency − 1 pages, and a short overshoot one.
 * Concurrency 1 reads strictly one page after another. Owned code, not
 * p-limit: the batch must stop at the first short page, which a generic
 * limiter cannot know.
 */
/**
 * `defaultConcurrency` is the run's (--concurrency) for reads whose caller does
 * not say, such as create recovery's: `--concurrency 1` stays sequential there too.
 */
export function createListReads(ex: Exchange, known: KnownNames, maxLists = DEFAULT_MAX_LISTS, defaultConcurrency = DEFAULT_READ_CONCURRENCY): ListReads {
  async function listAll(options: ListAllOptions = {}): Promise<ReadAllResult> {
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency) || 1);
    // Counted per call, not from the client's total, so parallel calls do not inflate it.
    let requests = 0;
    const passes: Pass[] = [];
    const plan: BatchPlan = { concurrency, expectedPages: expectedPages(options.expect) };
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const pass = await readPass(plan, options.signal, options.texts);
      requests += pass.requests;
      passes.push(pass);
      if (pass.torn === undefined) return { lists: pass.lists.map((list) => known.remember(list)), requests, pages: pass.pages };
    }
    throw listingMoved(passes.map(describePass), ex.secrets);
  }

  async function readPass(plan: BatchPlan, signal: AbortSignal | undefined, texts: TextPool | undefined): Promise<Pass> {
    const pass: Pass = { lists: [], requests: 0, pages: 0 };
    const seen = new Set<string>();
    // The page whose lists pass maxLists: a batch never reads past it, so the cap costs exactly its pages.
    const lastPage = Math.floor(maxLists / LIMITS.pageSizeMax);
    const sizes = batchSizes(plan);
    for (let first = 0; ; ) {
      signal?.throwIfAborted();
      const batch = Math.max(1, Math.min(sizes.next(first), lastPage - first + 1));
      // The batch settles before a failure is told, the first page's named (util/settle-in-order.ts): in an outage the
      // answer that came back first decided, so one outage read differently from run to run.
      const answers = await settleInOrder(Array.from({ length: batch }, (_, i) => readPage(first + i, signal, texts)));
      for (const [i, { items, traceId, attempts, conflict }] of answers.entries()) {
        const page = first + i;
        pass.requests += attempts;
        pass.pages++;
        // Two different copies of one list in one answer: the listing is as unreliable as a torn one, so it is read again (bounded).
        if (conflict !== undefined) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)), torn: `list ${conflict} was listed twice, differently, on page ${page}` };
        if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) throw pagingIgnored(page, traceId, ex.secrets);
        const twice = items.find((list) => seen.has(list.style_id));
        if (twice !== undefined) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)), torn: `list ${twice.style_id} was on two pages` };
        for (const list of items) {
          seen.add(list.style_id);
          pass.lists.push(list);
        }
        // A short page ends the read; so does an unpaged answer holding more than a page. Pages read past it are counted, not used.
        if (items.length !== LIMITS.pageSizeMax) return { ...pass, requests: pass.requests + sumAttempts(answers.slice(i + 1)) };
        if (pass.lists.length > maxLists) throw tooMany(maxLists, page + 1, traceId, ex.secrets);
      }
      first += batch;
    }
  }

  async function readPage(page: number, signal: AbortSignal | undefined, texts: TextPool | undefined): Promise<{ items: LiveList[]; traceId: string; attempts: number; conflict?: string }> {
    const spec: CallSpec = {
      ...(signal === undefined ? {} : { signal }),
      method: 'GET',
      path: '/v3/style_rules',
      query: [
        ['detailed', 'true'],
        ['page_size', String(LIMITS.pageSizeMax)],
        ['page', String(page)],
      ],
    };
    const result = await ex.http.call(spec);
    if (!isSuccess(result)) throw ex.failure(result, spec, ACTION, { kind: 'lists' });
    const listed = ex.read(result, spec, ACTION, { kind: 'lists' }, (body) => parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`, texts)));
    const { items, twice, conflict } = onceEach(listed, (list) => list.style_id);
    if (twice.length > 0) ex.http.report({ method: 'GET', path: pathWithQuery(spec), attempt: result.attempts, traceId: result.traceId, note: 'duplicate-ids', ids: twice });
    return { items, traceId: result.traceId, attempts: result.attempts, ...(conflict === undefined ? {} : { conflict }) };
  }

  async function get(styleId: string): Promise<Traced<LiveList>> {
    const subject = known.list(styleId);
    const answer = await ex.exchange({ method: 'GET', path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, parseList);
    known.remember(answer.value);
    return answer;
  }

  return { listAll, get };
}

/** How one read sizes its batches: the run's concurrency, and the pages the hint expects (0: no hint). */
interface BatchPlan {
  concurrency: number;
  expectedPages: number;
}

/** Pages a listing of `expect` lists takes (⌊N/25⌋+1, the last one short); 0 without a hint. */
export function expectedPages(expect: number | undefined): number {
  return expect === undefined || !Number.isFinite(expect) || expect < 0 ? 0 : Math.floor(expect / LIMITS.pageSizeMax) + 1;
}

/**
 * The batch sizes of one read (see createListReads): page 0 alone, then the
 * full concurrency up to the expected end, then 2, 4, … past it. Pure, so the
 * request count of any listing and hint can be worked out (and tested) without a service.
 */
export function batchSizes({ concurrency, expectedPages: expected }: BatchPlan): { next(first: number): number } {
  let probe = 1;
  return {
    next(first) {
      if (first === 0) return 1;
      if (first < expected) return Math.min(concurrency, expected - first);
      probe = Math.min(concurrency, probe * 2);
      return probe;
    },
  };
}

/** GETs one read of `lists` lists takes (no retries, a listing that holds still): the bound plus the pages past the end. */
export function readRequests(lists: number, plan: BatchPlan): number {
  const needed = Math.floor(lists / LIMITS.pageSizeMax) + 1;
  const sizes = batchSizes(plan);
  let first = 0;
  while (first < needed) first += sizes.next(first);
  return first;
}

function sumAttempts(answers: readonly { attempts: number }[]): number {
  return answers.reduce((n, a) => n + a.attempts, 0);
}

function describePass(pass: Pass): string {
  return pass.torn === undefined ? `${pass.lists.length} lists` : `torn: ${pass.torn}`;
}

/** The same items, by id; contents may differ (an edit between reads is a plain concurrent change, handled by apply's version checks). */
export function sameListing<T>(a: readonly T[], b: readonly T[], id: (item: T) => string): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map(id));
  return b.every((item) => ids.has(id(item)));
}

function pagingIgnored(page: number, traceId: string, secrets: readonly string[]) {
  return clientError(
    `Page ${page} of the style rule lists repeated lists already read: the service seems to ignore the page parameter, so the read was stopped.`,
    `Check that the base URL points at the style rules service itself, not a proxy that drops query parameters. If it does, report it to the service operator with the trace id.`,
    secrets,
    { code: 'paging-broken', traceId },
  );
}

function tooMany(maxLists: number, pages: number, traceId: string, secrets: readonly string[]) {
  return clientError(
    `The style rule lists did not end within ${maxLists.toLocaleString('en-US')} lists (${pages} full pages read), stylesync's limit for one account, so the read was stopped.`,
    `If the account really holds more lists, raise ${MAX_LISTS_VARIABLE} (default ${DEFAULT_MAX_LISTS.toLocaleString('en-US')}). ` +
      'Otherwise the service keeps sending full pages: check that the base URL points at the style rules service, and report it to the service operator with the trace id.',
    secrets,
    { code: 'too-many-lists', traceId },
  );
}

/** Reads of the listing that kept disagreeing (each described: "N lists" or "torn: why"), refused. */
export function listingMoved(reads: readonly string[], secrets: readonly string[]) {
  return clientError(
    `The style rule lists changed while they were read: ${reads.length} reads in a row disagreed (${reads.join('; ')}), so nothing was planned against them.`,
    'Another run, a person or an integration is creating or deleting lists on this account right now. Run again once it is done; ' +
      'a plan made from a listing that moved could create a list that exists.',
    secrets,
    { code: 'listing-moved' },
  );
}
