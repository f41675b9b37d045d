/**
 * At most `concurrency` tasks at once, across every caller, started in the
 * order they are handed in. The translate checks of all lists share one, so
 * --concurrency caps the requests in flight, not the lists; the glossary
 * entry reads too. Apply's writes, which come in chains and go by the most
 * writes left rather than in order, have their own pool (apply/schedule.ts).
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
