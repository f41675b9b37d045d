import type { LiveList } from '../catalog/types.ts';
import { LIMITS } from '../catalog/types.ts';
import type { ReadAllResult, Traced } from './api.ts';
import { clientError } from './errors.ts';
import { type Exchange, isSuccess } from './exchange.ts';
import type { CallSpec } from './http.ts';
import { type KnownNames, label } from './known-names.ts';
import { stylePath } from './paths.ts';
import { parseList, parseListPage } from './wire.ts';

/** Far beyond any real account; only a misbehaving server gets here. */
const MAX_PAGES = 10_000;

export interface ListReads {
  listAll(): Promise<ReadAllResult>;
  get(styleId: string): Promise<Traced<LiveList>>;
}

/** Reading lists: all of them page by page, or one by id. */
export function createListReads(ex: Exchange, known: KnownNames): ListReads {
  async function listAll(): Promise<ReadAllResult> {
    const lists: LiveList[] = [];
    const seen = new Set<string>();
    // Counted per call, not from the client's total, so parallel calls do not inflate it.
    let requests = 0;
    const pageSize = LIMITS.pageSizeMax;
    for (let page = 0; page < MAX_PAGES; page++) {
      const spec: CallSpec = {
        method: 'GET',
        path: '/v3/style_rules',
        query: [
          ['detailed', 'true'],
          ['page_size', String(pageSize)],
          ['page', String(page)],
        ],
      };
      const action = 'read the style rule lists';
      const result = await ex.http.call(spec);
      requests += result.attempts;
      if (!isSuccess(result)) throw ex.failure(result, spec, action, { kind: 'lists' });
      const traceId = result.traceId;
      const items = ex.read(result, spec, action, { kind: 'lists' }, (body) =>
        parseListPage(body).map((item, i) => parseList(item, `style_rules[${i}]`)),
      );
      if (page > 0 && items.length > 0 && items.every((list) => seen.has(list.style_id))) {
        throw clientError(
          `Page ${page} of the style rule lists repeated lists already read: the service seems to ignore the page parameter, so the read was stopped.`,
          `Check that the base URL points at the style rules service itself, not a proxy that drops query parameters. If it does, report it to the service operator with the trace id.`,
          ex.secrets,
          { code: 'paging-broken', traceId },
        );
      }
      // A list created or deleted while paging can shift one into the next page; keep it once.
      for (const list of items) {
        if (seen.has(list.style_id)) continue;
        seen.add(list.style_id);
        lists.push(known.remember(list));
      }
      // A short page ends the read; so does an unpaged answer holding more than a page.
      if (items.length !== pageSize) return { lists, requests };
    }
    throw clientError(
      `The style rule lists did not end after ${MAX_PAGES} pages.`,
      'Check that the base URL points at the style rules service. If it does, report it to the service operator.',
      ex.secrets,
      { code: 'paging-broken' },
    );
  }

  async function get(styleId: string): Promise<Traced<LiveList>> {
    const subject = known.list(styleId);
    const answer = await ex.exchange({ method: 'GET', path: stylePath(styleId) }, `read style rule list ${label(subject)}`, subject, parseList);
    known.remember(answer.value);
    return answer;
  }

  return { listAll, get };
}
