import { describe, expect, it } from 'vitest';
import { settleInOrder } from '../../src/util/settle-in-order.ts';

/** A promise the test settles by hand, so which one "arrives first" is the test's choice, not the machine's. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('settleInOrder', () => {
  it('returns the values in the order given, like Promise.all', async () => {
    const a = deferred<number>();
    const b = deferred<string>();
    const both = settleInOrder([a.promise, b.promise, 3]);
    b.resolve('b');
    a.resolve(1);
    const [one, bee, three] = await both;
    expect([one, bee, three]).toEqual([1, 'b', 3]);
  });

  it('throws the first failure in the order given, though a later one failed first', async () => {
    const a = deferred<number>();
    const b = deferred<number>();
    const settled = settleInOrder([a.promise, b.promise]).then(
      () => 'resolved',
      (error: unknown) => (error as Error).message,
    );
    b.reject(new Error('second'));
    // The later failure alone does not decide: the first task is still running.
    let told: string | undefined;
    void settled.then((m) => (told = m));
    await new Promise((r) => setImmediate(r));
    expect(told).toBeUndefined();
    a.reject(new Error('first'));
    expect(await settled).toBe('first');
  });

  it('waits for every task before telling a failure, and tells a failure even when others succeed', async () => {
    const a = deferred<number>();
    const b = deferred<number>();
    let told = false;
    const settled = settleInOrder([a.promise, b.promise]).catch((error: unknown) => {
      told = true;
      return (error as Error).message;
    });
    a.reject(new Error('first'));
    await new Promise((r) => setImmediate(r));
    expect(told).toBe(false);
    b.resolve(2);
    expect(await settled).toBe('first');
  });
});
