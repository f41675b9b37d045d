import { codeUnitOrder } from '../util/code-unit-order.ts';

export type PreviewKind = 'list' | 'glossary';

/** One preview a second Ctrl+C leaves behind: its name, and its id once the service answered the create. */
export interface PreviewLeft {
  name: string;
  /** The style_id or glossary_id; absent while the create is in flight (it may or may not have landed). */
  id?: string;
}

/** What a second Ctrl+C names: the previews it had no time to delete. Names are user text: the caller escapes them. */
export interface PreviewsLeft {
  /** Preview lists. */
  lists: PreviewLeft[];
  /** Preview copies of glossaries; absent when none is left. */
  glossaries?: PreviewLeft[];
  hint: string;
}

/**
 * The previews this run may have on the service right now (lists, and copies
 * of glossaries): a name is added when its create is sent (a create whose
 * answer is lost may still land), given its id once the create is answered,
 * and dropped once the preview is deleted or known never to have been made.
 * A second Ctrl+C ends the process at once, with no time to delete them, so
 * what it can still do is name them, with the ids to delete them by, as
 * Terraform names what a second interrupt may leave behind.
 */
export class PreviewsOnService {
  // A list and a glossary may share a name: each kind has its own map (name → id once known).
  private readonly names = { list: new Map<string, string | undefined>(), glossary: new Map<string, string | undefined>() };

  add(name: string, kind: PreviewKind = 'list'): void {
    this.names[kind].set(name, undefined);
  }

  /** The create was answered (or recovered): the preview exists under this id. */
  made(name: string, id: string, kind: PreviewKind = 'list'): void {
    if (this.names[kind].has(name)) this.names[kind].set(name, id);
  }

  delete(name: string, kind: PreviewKind = 'list'): void {
    this.names[kind].delete(name);
  }

  /** The preview lists (or glossary copies) still to delete, sorted by name. */
  list(kind: PreviewKind = 'list'): PreviewLeft[] {
    return [...this.names[kind]]
      .sort(([a], [b]) => codeUnitOrder(a, b))
      .map(([name, id]) => (id === undefined ? { name } : { name, id }));
  }

  /** The lines to print before the process ends at once, or undefined when none is left. */
  farewell(): PreviewsLeft | undefined {
    const lists = this.list('list');
    const glossaries = this.list('glossary');
    if (lists.length === 0 && glossaries.length === 0) return undefined;
    const unanswered = [...lists, ...glossaries].some((p) => p.id === undefined);
    return {
      lists,
      ...(glossaries.length > 0 ? { glossaries } : {}),
      hint:
        'Delete them now by id: DELETE /v3/style_rules/{style_id} for a list, DELETE /v3/glossaries/{glossary_id} for a glossary ' +
        '(or in the service console); or leave them: a later `stylesync plan --check-translations` deletes them once they are an hour old.' +
        (unanswered ? ' One without an id was being created: it may or may not exist; look for it by its name.' : ''),
    };
  }
}
