import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownText } from '../../src/util/own-text.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The heap (MB) still used after pieces of 200 texts of 1 MB are kept and the
 * texts let go, in a child with collections on demand: a piece that is a view
 * into its text keeps the 200 MB alive.
 */
function keptMb(copy: boolean): number {
  const script = `
    const { ownText } = await import(${JSON.stringify(path.join(repo, 'src/util/own-text.ts'))});
    const v8 = await import('node:v8');
    const used = () => { gc(); gc(); return v8.getHeapStatistics().used_heap_size / 1e6; };
    const before = used();
    const kept = [];
    for (let i = 0; i < 200; i++) {
      const text = String(i).padEnd(1_000_000, 'x') + 'y';
      const piece = text.slice(1, 101);
      kept.push(${copy ? 'ownText(piece)' : 'piece'});
    }
    console.log(used() - before, kept.length);
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return Number(out.split(' ')[0]);
}

describe('ownText', () => {
  it('is the same text, every code unit kept (a lone surrogate, astral characters, short and long)', () => {
    for (const text of ['', 'short', 'a\ud800b and a lone surrogate in a long text', 'Grüße 👋 aus Köln, mit ✗ und ✓ und mehr Text', 'x'.repeat(100_000)]) expect(ownText(text)).toBe(text);
  });

  it('keeps a piece of a long text without the text it was cut from', () => {
    // The control: without the copy the pieces hold their texts (200 MB); with it, a few KB.
    expect(keptMb(false)).toBeGreaterThan(150);
    expect(keptMb(true)).toBeLessThan(10);
  });
});
