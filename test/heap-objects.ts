import { Session as Inspector } from 'node:inspector/promises';

/**
 * What the heap still holds, through the inspector (the test process runs
 * without --expose-gc), for tests of what a step keeps in memory (issue #31).
 */

/**
 * How many objects whose prototype is `prototype` (an expression, such as
 * `Map.prototype`) `filter` keeps: a function's source, called on the array
 * of them with `arg`, that returns the ones it counts. The inspector's
 * queryObjects collects garbage first, so only what is still reachable is counted.
 */
export async function countObjects(prototype: string, filter: string, arg: unknown): Promise<number> {
  const inspector = new Inspector();
  inspector.connect();
  try {
    const proto = await inspector.post('Runtime.evaluate', { expression: prototype });
    const { objects } = await inspector.post('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId as string });
    const count = await inspector.post('Runtime.callFunctionOn', {
      objectId: objects.objectId as string,
      functionDeclaration: `function (arg) { return (${filter}).call(this, this, arg).length; }`,
      arguments: [{ value: arg }],
      returnByValue: true,
    });
    if (count.exceptionDetails !== undefined) throw new Error(count.exceptionDetails.exception?.description ?? count.exceptionDetails.text);
    return count.result.value as number;
  } finally {
    inspector.disconnect();
  }
}

/** A full collection. */
export async function collectGarbage(): Promise<void> {
  const inspector = new Inspector();
  inspector.connect();
  try {
    await inspector.post('HeapProfiler.collectGarbage');
  } finally {
    inspector.disconnect();
  }
}
