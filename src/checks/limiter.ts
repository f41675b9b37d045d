/**
 * At most `concurrency` tasks at once, across every caller: the translate
 * checks of all lists share one bound, so --concurrency caps the requests in
 * flight, not the lists. (src/apply/pool.ts maps one array; here creates,
 * translates and deletes of different lists interleave.)
 */
export function limiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  const max = Math.max(1, Math.floor(concurrency) || 1);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
