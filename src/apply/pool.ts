/**
 * Runs `worker` over `items` with at most `concurrency` in flight and returns
 * the results in input order. The worker is expected not to throw; a throw
 * still rejects the whole pool, since that is a bug, not a failed write.
 */
export async function pool<T, R>(items: readonly T[], concurrency: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
