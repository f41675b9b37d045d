/**
 * One stored copy of each equal text, for texts two readers make apart: a
 * style file's prompt and the same prompt in the service's answer. A plan of
 * 5,000 lists × 100 instructions held half a million prompts twice, some
 * 96 MB (issue #31); with the pool the second reader keeps the first's copy and
 * its own is garbage at once. The pool lives as long as the readers that
 * share it (one session's loading and first read), then is dropped whole.
 */
export interface TextPool {
  /** The pool's copy of `text`; on a miss `own(text)` (default: the text itself) is kept and returned. */
  share(text: string, own?: (text: string) => string): string;
}

export function textPool(): TextPool {
  const texts = new Map<string, string>();
  return {
    share(text, own) {
      const kept = texts.get(text);
      if (kept !== undefined) return kept;
      const copy = own === undefined ? text : own(text);
      texts.set(copy, copy);
      return copy;
    },
  };
}
