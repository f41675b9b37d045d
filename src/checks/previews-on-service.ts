export type PreviewKind = 'list' | 'glossary';

/** What a second Ctrl+C names: the previews it had no time to delete. Names are user text: the caller escapes them. */
export interface PreviewsLeft {
  /** Preview lists. */
  names: string[];
  /** Preview copies of glossaries; absent when none is left. */
  glossaries?: string[];
  hint: string;
}

/**
 * The previews this run may have on the service right now (lists, and copies
 * of glossaries): a name is added when its create is sent (a create whose
 * answer is lost may still land) and dropped once the preview is deleted or
 * known never to have been made. A second Ctrl+C ends the process at once,
 * with no time to delete them, so what it can still do is name them.
 */
export class PreviewsOnService {
  // A list and a glossary may share a name: each kind has its own set.
  private readonly names = { list: new Set<string>(), glossary: new Set<string>() };

  add(name: string, kind: PreviewKind = 'list'): void {
    this.names[kind].add(name);
  }

  delete(name: string, kind: PreviewKind = 'list'): void {
    this.names[kind].delete(name);
  }

  /** The preview lists (or glossary copies) still to delete, sorted. */
  list(kind: PreviewKind = 'list'): string[] {
    return [...this.names[kind]].sort();
  }

  /** The lines to print before the process ends at once, or undefined when none is left. */
  farewell(): PreviewsLeft | undefined {
    const names = this.list('list');
    const glossaries = this.list('glossary');
    if (names.length === 0 && glossaries.length === 0) return undefined;
    return {
      names,
      ...(glossaries.length > 0 ? { glossaries } : {}),
      hint: 'A later `plan --check-translations` deletes them once they are an hour old; or delete them by hand now.',
    };
  }
}
