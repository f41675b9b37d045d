import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { desiredInstructions, listReading } from '../../src/catalog/desired-instructions.ts';
import { parseList } from '../../src/live/wire.ts';
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

  // An object literal with a getter, or a getter closure per object, left the lists in dictionary mode: some 450 bytes more
  // a list, and a hash lookup per read. Many lists of each kind, as a plan holds them: V8 gives up on a shape only then.
  it('keeps V8’s fast properties on every list made with it, desired and live', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const script = `
      const { listReading, desiredInstructions } = await import(${JSON.stringify(path.join(repo, 'src/catalog/desired-instructions.ts'))});
      const { parseList } = await import(${JSON.stringify(path.join(repo, 'src/live/wire.ts'))});
      const fast = new Function('o', 'return %HasFastProperties(o)');
      const desired = [], live = [];
      for (let n = 0; n < 200; n++) {
        const origin = { file: 'l' + n + '.yaml', line: 1, col: 1 };
        const list = listReading({ file: origin.file, name: 'L' + n, language: 'de', state: 'present', configured_rules: {}, ruleOrigins: {}, examples: [], origin }, desiredInstructions([]));
        if (n % 2 === 0) list.style_id = 's' + n;
        desired.push(list);
        live.push(parseList({ style_id: 's' + n, name: 'L' + n, language: 'de', version: 1, custom_instructions: [], creation_time: 't', updated_time: 't' }));
      }
      // A getter closure per object: the control, which the probe must tell apart.
      const closures = Array.from({ length: 200 }, (_, n) => Object.defineProperty({ a: n }, 'x', { get: () => n, enumerable: true, configurable: true }));
      console.log(JSON.stringify([desired.every(fast), live.every(fast), closures.every(fast)]));
    `;
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([true, true, false]);
  });

  // One getter for every list of a kind finds its list's columns by \`this\`: an object made from a list (Object.create) reads as
  // the list, as a getter closed over its list did; a receiver that is no list is a programming error, said as one.
  it('reads a list’s instructions through an object made from the list, and names any other receiver as no list, desired and live', () => {
    const origin = { file: 'a.yaml', line: 1, col: 1 };
    const desired = listReading(
      { file: 'a.yaml', name: 'A', language: 'de', state: 'present', configured_rules: {}, ruleOrigins: {}, examples: [], origin },
      desiredInstructions([{ label: 'Tone', prompt: 'Be formal.', line: 4, col: 5 }]),
    );
    const live = parseList({ style_id: 's1', name: 'A', language: 'de', version: 1, custom_instructions: [{ id: 'i1', label: 'Tone', prompt: 'Be formal.' }] });
    for (const list of [desired, live] as Array<{ readonly custom_instructions: readonly object[] }>) {
      const heir = Object.create(list) as typeof list;
      expect(heir.custom_instructions).toEqual(list.custom_instructions);
      const get = Object.getOwnPropertyDescriptor(list, 'custom_instructions')?.get;
      for (const receiver of [{}, undefined, new Proxy(list, {})]) {
        expect(() => get?.call(receiver)).toThrow(/custom_instructions read through something that is not a list .* nor made from one/);
      }
    }
  });
});
