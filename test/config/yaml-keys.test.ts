import { afterEach, describe, expect, it } from 'vitest';
import { parseWithYaml } from '../../src/config/load.ts';

const warnings: string[] = [];
const listen = (w: Error) => warnings.push(w.message);
afterEach(() => {
  process.off('warning', listen);
  warnings.length = 0;
});

describe("the yaml package's warnings", () => {
  it('become diagnostics with a position, and never reach stderr raw', async () => {
    process.on('warning', listen);
    const text = 'name: x\nlanguage: de\nconfigured_rules:\n  ? [a, b]\n  : c\n  ? {x: 1}\n  : d\n';
    const loaded = parseWithYaml(text, 'k.yaml');
    // process.emitWarning reports on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.warnings.map((d) => [d.code, d.line, d.col, d.message])).toEqual([
      ['collection-key', 4, 5, 'this key is a list, which YAML turns into the text `[a, b]`'],
      ['collection-key', 6, 5, 'this key is a mapping, which YAML turns into the text `{x: 1}`'],
    ]);
    expect(loaded.warnings[0]?.hint).toContain('plain names');
  });
});
