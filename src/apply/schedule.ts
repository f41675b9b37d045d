import type { Chain } from './chain.ts';

/**
 * Sends every chain's writes on one pool of `concurrency` slots: lists' and
 * glossaries' alike, a chain's writes one after another, independent chains
 * side by side. A free slot goes to the ready chain with the most writes
 * left (highest level first, Hu's rule: for chains of writes of about one
 * round trip each it takes max(longest chain, ⌈writes / c⌉) round trips, the
 * least any order can), the order given among equals. Handing whole chains
 * out longest first (LPT) is not enough: chains of 3, 3 and 2 at c = 2 take
 * 5 round trips that way, 4 this way. Nothing more is sent once `stopped()`
 * says so; the writes in flight finish, and every chain not over is stopped.
 * A step that throws (a progress callback failing) stops the run the same
 * way and is thrown once the writes in flight are in.
 */
export async function schedule(chains: readonly Chain[], concurrency: number, stopped: () => boolean): Promise<void> {
  const max = Math.max(1, Math.floor(concurrency) || 1);
  const ready = new ReadyChains();
  chains.forEach((c, order) => ready.push(c, order));
  let running = 0;
  let thrown: { error: unknown } | undefined;
  await new Promise<void>((resolve) => {
    const pump = (): void => {
      while (running < max && thrown === undefined && !stopped()) {
        const next = ready.pop();
        if (next === undefined) break;
        running++;
        next.chain.step().then(
          () => done(next),
          (error: unknown) => {
            thrown ??= { error };
            done(next);
          },
        );
      }
      if (running === 0) resolve();
    };
    const done = (item: Ready): void => {
      running--;
      ready.push(item.chain, item.order);
      pump();
    };
    pump();
  });
  for (const c of chains) c.stop();
  if (thrown !== undefined) throw thrown.error;
}

interface Ready {
  chain: Chain;
  order: number;
  left: number;
}

/**
 * The chains waiting for a slot, most writes left first, then by the order
 * given: a binary heap, since the project has no priority-queue library and a
 * plan of thousands of chains must not cost a scan per write.
 */
class ReadyChains {
  private readonly heap: Ready[] = [];

  push(chain: Chain, order: number): void {
    const left = chain.remaining();
    if (left === 0) return;
    const heap = this.heap;
    heap.push({ chain, order, left });
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as Ready, heap[parent] as Ready)) break;
      [heap[i], heap[parent]] = [heap[parent] as Ready, heap[i] as Ready];
      i = parent;
    }
  }

  pop(): Ready | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    heap[0] = last;
    for (let i = 0; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let best = i;
      if (l < heap.length && before(heap[l] as Ready, heap[best] as Ready)) best = l;
      if (r < heap.length && before(heap[r] as Ready, heap[best] as Ready)) best = r;
      if (best === i) break;
      [heap[i], heap[best]] = [heap[best] as Ready, heap[i] as Ready];
      i = best;
    }
    return top;
  }
}

function before(a: Ready, b: Ready): boolean {
  return a.left !== b.left ? a.left > b.left : a.order < b.order;
}
