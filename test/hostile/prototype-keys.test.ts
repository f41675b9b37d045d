import { afterEach, describe, expect, it } from 'vitest';
import { cli, CRASH, tempRepo } from './support.ts';

const PROTO = ['constructor', 'Constructor', 'CONSTRUCTOR', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('prototype keys in user text', () => {
  it.each(PROTO)('`%s` as a rule name, value, group, label and name ends validate cleanly', async (word) => {
    const repo = await tempRepo({
      'styles/a.yaml': [
        `name: ${word}`,
        'language: de',
        'configured_rules:',
        `  ${word}:`,
        `    ${word}: ${word}`,
        '  numbers:',
        `    ${word}: ${word}_word`,
        `    decimal_separator: ${word}`,
        'custom_instructions:',
        `  - label: ${word}`,
        `    prompt: ${word} german ${word}`,
        `    source_language: ${word}`,
        '',
      ].join('\n'),
      'styles/b.yaml': `name: Other\nlanguage: ${word}\nstyle_id: ${word}\nextends: [./${word}.yaml]\n`,
    });
    cleanup = repo.cleanup;
    const result = await cli(repo.root, ['validate']);
    expect(result.all).not.toMatch(CRASH);
    expect(result.code).toBe(1);
    // Both files are reported: one file's problem hides no other's.
    expect(result.out).toContain('styles/a.yaml:');
    expect(result.out).toContain('styles/b.yaml:');
  });
});

describe('prototype keys in rule maps', () => {
  it('a group or rule named like an Object property is compared as data', async () => {
    const { diffRules, canonicalRules } = await import('../../src/catalog/canonical.ts');
    expect(diffRules({}, { constructor: { name: 'x' } })).toEqual([{ group: 'constructor', rule: 'name', after: 'x' }]);
    expect(diffRules({ numbers: { constructor: 'a' } }, { numbers: {} })).toEqual([{ group: 'numbers', rule: 'constructor', before: 'a' }]);
    const proto = JSON.parse('{"__proto__": {"a": "b"}}');
    expect(Object.keys(canonicalRules(proto))).toEqual(['__proto__']);
  });

  it('a live list whose rules name `__proto__` keeps them', async () => {
    const { parseRules } = await import('../../src/live/wire.ts');
    const parsed = parseRules(JSON.parse('{"__proto__": {"__proto__": "x"}, "numbers": {"constructor": "y"}}'), 'rules');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'numbers']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
