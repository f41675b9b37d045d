/**
 * Like Promise.all, but every task settles before a failure is told, and the
 * failure told is the first in the order given, not the first to arrive:
 * with Promise.all the answer that came back first decided, so one outage
 * (every request failing) read differently from run to run. The values come
 * back in order, as Promise.all's do.
 *
 * It waits for the slowest task, so every task must end on its own (each
 * request is bounded by the client's timeout and retry budget); nothing is
 * stopped early. Callers whose tasks go through a FIFO limiter and a stop
 * flag (the checks' `send`) keep the real cause first: a task refused after
 * a stop starts after the one that stopped it, so it is later in the order.
 * Own code over Promise.allSettled: no library says which rejection to keep.
 */
export async function settleInOrder<T extends readonly unknown[] | []>(tasks: T): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const settled: readonly PromiseSettledResult<unknown>[] = await Promise.allSettled(tasks as readonly unknown[]);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as { -readonly [P in keyof T]: Awaited<T[P]> };
}
