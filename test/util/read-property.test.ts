import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addReadProperty } from '../../src/util/read-property.ts';

describe('addReadProperty', () => {
  it('adds an own enumerable property in its place, made on each read, that JSON, keys and spreads see', () => {
    let reads = 0;
    const target = addReadProperty({ a: 1, b: 2 }, 'items', () => [++reads]);
    const list = Object.assign(target, { c: 3 });
    expect(Object.keys(list)).toEqual(['a', 'b', 'items', 'c']);
    expect(JSON.stringify(list)).toBe('{"a":1,"b":2,"items":[1],"c":3}');
    expect({ ...list }).toEqual({ a: 1, b: 2, items: [2], c: 3 });
    expect(list.items).toEqual([3]);
    expect(() => {
      'use strict';
      (list as { items: unknown }).items = [];
    }).toThrow(TypeError);
  });

  // An object literal with a getter is made in dictionary mode: some 400 bytes more a list, and a hash lookup per read.
  it('keeps V8’s fast properties on the lists made with it, desired and live', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const script = `
      const { listReading, desiredInstructions } = await import(${JSON.stringify(path.join(repo, 'src/catalog/desired-instructions.ts'))});
      const { parseList } = await import(${JSON.stringify(path.join(repo, 'src/live/wire.ts'))});
      const origin = { file: 'a.yaml', line: 1, col: 1 };
      const desired = listReading({ file: 'a.yaml', name: 'A', language: 'de', state: 'present', configured_rules: {}, ruleOrigins: {}, examples: [], origin }, desiredInstructions([]));
      desired.style_id = 's1';
      const live = parseList({ style_id: 's1', name: 'A', language: 'de', version: 1, custom_instructions: [], creation_time: 't', updated_time: 't' });
      const fast = new Function('o', 'return %HasFastProperties(o)');
      console.log(JSON.stringify([fast(desired), fast(live), fast({ get x() { return 1; } })]));
    `;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    // The third, a literal with a getter, shows the probe can tell the two apart.
    expect(JSON.parse(out)).toEqual([true, true, false]);
  });
});
