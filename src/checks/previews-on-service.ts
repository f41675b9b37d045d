/**
 * The preview lists this run may have on the service right now: a name is added
 * when its create is sent (a create whose answer is lost may still land) and
 * dropped once the preview is deleted or known never to have been made. A second
 * Ctrl+C ends the process at once, with no time to delete them, so what it can
 * still do is name them.
 */
export class PreviewsOnService {
  private readonly names = new Set<string>();

  add(name: string): void {
    this.names.add(name);
  }

  delete(name: string): void {
    this.names.delete(name);
  }

  list(): string[] {
    return [...this.names].sort();
  }

  /** The lines to print before the process ends at once, or undefined when none is left. Names are user text: the caller escapes them. */
  farewell(): { names: string[]; hint: string } | undefined {
    const names = this.list();
    if (names.length === 0) return undefined;
    return {
      names,
      hint: 'A later `plan --check-translations` deletes them once they are an hour old; or delete them by hand now.',
    };
  }
}
