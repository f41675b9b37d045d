import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listBody } from './harness.ts';
import { useEmulator } from '../world/service.ts';

const emu = useEmulator();

/**
 * A listing page's text (25 lists of 100 instructions: 600 KB and more, which
 * V8 holds as a large object) must die young once the page is read: kept past
 * the next young collection, it is promoted and stays as old garbage until a
 * full one. At 5,000 lists that was 38 MB of the plan's peak (issue #31,
 * docs/performance.md, Plan, sixth round): the call's state held the last
 * answer's text after handing it over, and something that only a full
 * collection clears held the state.
 */
describe('a read answer text', () => {
  it('is not held past the read: a young collection right after it leaves no large object behind', async () => {
    const prompt = (i: number, j: number) => `List ${i}, rule ${j}: ${'write in a formal register and keep brand names in English; '.repeat(4)}`;
    emu.seed(Array.from({ length: 24 }, (_, i) => listBody(`List ${i}`, { custom_instructions: Array.from({ length: 100 }, (_, j) => ({ label: `Rule ${j}`, prompt: prompt(i, j), source_language: 'en' })) })));
    const { grewBytes, lists, pageBytes } = await readInChild(emu.url);
    expect(lists).toBe(24);
    // The page is a large object (V8's limit is 128 KiB), so a kept text would show as at least its size.
    expect(pageBytes).toBeGreaterThan(256 * 1024);
    expect(grewBytes).toBeLessThan(128 * 1024);
  });
});

/**
 * In a child with collections on demand (the emulator answers from this
 * process, so the child is awaited, not run synchronously): the listing read
 * once to warm up, a full collection, the listing read again, one young
 * collection, and how much the old large-object space grew over that.
 */
async function readInChild(url: string): Promise<{ grewBytes: number; lists: number; pageBytes: number }> {
  const repo = path.resolve(import.meta.dirname, '../..');
  const script = `
    const { clientFor } = await import(${JSON.stringify(path.join(repo, 'test/live/harness.ts'))});
    const v8 = await import('node:v8');
    const large = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'large_object_space').space_used_size;
    const { client } = clientFor(process.argv[1]);
    await client.listAll({ concurrency: 1 });
    gc();
    const before = large();
    const read = await client.listAll({ concurrency: 1 });
    gc({ type: 'minor' });
    const pageBytes = JSON.stringify(read.lists).length;
    console.log(JSON.stringify({ grewBytes: large() - before, lists: read.lists.length, pageBytes }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script, url], { cwd: repo, encoding: 'utf8' });
  return JSON.parse(stdout) as { grewBytes: number; lists: number; pageBytes: number };
}
