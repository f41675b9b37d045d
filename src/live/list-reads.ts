import type { LiveList } from '../catalog/types.ts';
import { LIMITS } from '../catalog/types.ts';
import type { ReadAllResult, Traced } from './api.ts';
import { clientError } from './errors.ts';
import { type Exchange, isSuccess } from './exchange.ts';
import type { CallSpec } from './http.ts';
import { type KnownNames, label } from './known-names.ts';
import { DEFAULT_MAX_LISTS, MAX_LISTING_READS, MAX_LISTS_VARIABLE } from './limits.ts';
import { stylePath } from './paths.ts';
import { parseList, parseListPage } from './wire.ts';

export interface ListReads {
  listAll(): Promise<ReadAllResult>;
  get(styleId: string): Promise<Traced<LiveList>>;
}

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
 * read twice, or skipped without a trace. A skipped list would be planned
 * as a create, making a second copy of a list that exists. Only a second
 * read can show a skip, so a listing of more than one page is read until
 * two reads in a row give the same lists (two reads on a quiet account), at
 * most MAX_LISTING_READS times, and otherwise refused. A listing that fits
 * one page is one answer and is read once. The cost is one more GET per page
 * on accounts of 25 lists or more; the gain is that a plan never rests on a
 * torn listing.
 */
export function createListReads(ex: Exchange, known: KnownNames, maxLists = DEFAULT_MAX_LISTS): ListReads {
  async function listAll(): Promise<ReadAllResult> {
    // Counted per call, not from the client's total, so parallel calls do not inflate it.
    let requests = 0;
    const passes: Pass[] = [];
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const pass = await readPass();
      requests += pass.requests;
      const previous = passes.at(-1);
      passes.push(pass);
      // One page is one answer: nothing can have moved between reads.
      const whole = pass.pages === 1 && pass.torn === undefined;
      if (whole || previous !== undefined && pass.torn === undefined && previous.torn === undefined && sameLists(previous.lists, pass.lists)) {
        return { lists: pass.lists.map((list) => known.remember(list)), requests };
      }
    }
    throw changedWhileRead(passes, ex.secrets);
  }

  async function readPass(): Promise<Pass> {
    const pass: Pass = { lists: [], requests: 0, pages: 0 };
    const seen = new Set<string>();
    for (let page = 0; ; page++) {
      const { items, traceId, attempts } = await readPage(page);
      pass.requests += attempts;
      pass.pages++;
      if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) throw pagingIgnored(page, traceId, ex.secrets);
      const twice = items.find((list) => seen.has(list.style_id));
      if (twice !== undefined) return { ...pass, torn: `list ${twice.style_id} was on two pages` };
      for (const list of items) {
        seen.add(list.style_id);
        pass.lists.push(list);
      }
      // A short page ends the read; so does an unpaged answer holding more than a page.
      if (items.length !== LIMITS.pageSizeMax) return pass;
      if (pass.lists.length > maxLists) throw tooMany(maxLists, page + 1, traceId, ex.secrets);
    }
  }

  async function readPage(page: number): Promise<{ items: LiveList[]; traceId: string; attempts: number }> {
    const spec: CallSpec = {
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
    const items = ex.read(result, spec, ACTION, { kind: 'lists' }, (body) => parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`)));
    return { items, traceId: result.traceId, attempts: result.attempts };
  }

  async function get(styleId: string): Promise<Traced<LiveList>> {
    const subject = known.list(styleId);
    const answer = await ex.exchange({ method: 'GET', path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, parseList);
    known.remember(answer.value);
    return answer;
  }

  return { listAll, get };
}

/** The same lists, by id; contents may differ (an edit between reads is a plain concurrent change, handled by apply's version checks). */
function sameLists(a: readonly LiveList[], b: readonly LiveList[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((list) => list.style_id));
  return b.every((list) => ids.has(list.style_id));
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

function changedWhileRead(passes: readonly Pass[], secrets: readonly string[]) {
  const counts = passes.map((p) => (p.torn === undefined ? `${p.lists.length} lists` : `torn: ${p.torn}`));
  return clientError(
    `The style rule lists changed while they were read: ${passes.length} reads in a row disagreed (${counts.join('; ')}), so nothing was planned against them.`,
    'Another run, a person or an integration is creating or deleting lists on this account right now. Run again once it is done; ' +
      'a plan made from a listing that moved could create a list that exists.',
    secrets,
    { code: 'listing-moved' },
  );
}
