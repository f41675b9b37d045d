import { describe, expect, it } from 'vitest';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import { dictionaryHash, glossaryHashes } from '../../src/plan/checksum.ts';
import { glossaryKind } from '../../src/plan/kinds.ts';
import { sectionStaleness } from '../../src/plan/saved.ts';

function live(id: string, name: string, dicts: Record<string, Array<[string, string]>>): LiveGlossary {
  const entries = Object.entries(dicts).map(([pair, terms]) => {
    const [source_lang, target_lang] = pair.split('→') as [string, string];
    return { source_lang, target_lang, entries: new Map(terms) };
  });
  return { glossary_id: id, name, dictionaries: entries.map((d) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size })), entries };
}

describe('dictionaryHash', () => {
  const terms: Array<[string, string]> = [
    ['sign in', 'anmelden'],
    ['Acme Cloud', 'Acme Cloud'],
    ['東京', 'Tokio'],
    ['b', 'x'],
  ];

  it('is a sha256 hex digest, the same for every order of the entries', () => {
    const hash = dictionaryHash(new Map(terms));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dictionaryHash(new Map([...terms].reverse()))).toBe(hash);
    expect(dictionaryHash([terms[2]!, terms[0]!, terms[3]!, terms[1]!])).toBe(hash);
  });

  it('stays order-independent for 10,000 shuffled entries', () => {
    const many: Array<[string, string]> = Array.from({ length: 10_000 }, (_, i) => [`t${i}`, `v${i}`]);
    // A fixed permutation (no randomness: the test reads the same every run).
    const shuffled = many.map((_, i) => many[(i * 7919) % many.length]!);
    expect(new Set(shuffled.map(([s]) => s)).size).toBe(10_000);
    expect(dictionaryHash(shuffled)).toBe(dictionaryHash(many));
  });

  it('changes with any source, any target, an added or a removed entry, and case', () => {
    const original = dictionaryHash(terms);
    const variants: Array<Array<[string, string]>> = [
      [['sign in', 'einloggen'], ...terms.slice(1)],
      [['Sign in', 'anmelden'], ...terms.slice(1)],
      terms.slice(1),
      [...terms, ['new', 'neu']],
      [],
    ];
    const hashes = variants.map((v) => dictionaryHash(v));
    for (const hash of hashes) expect(hash).not.toBe(original);
    expect(new Set(hashes).size).toBe(variants.length);
  });

  it('cannot be fooled by moving text across the boundary of a field or an entry', () => {
    expect(dictionaryHash([['ab', 'c']])).not.toBe(dictionaryHash([['a', 'bc']]));
    expect(dictionaryHash([['a', '1:b']])).not.toBe(dictionaryHash([['a:1', 'b']]));
    expect(dictionaryHash([['a', 'b'], ['c', 'd']])).not.toBe(dictionaryHash([['a', 'b1:c1:d']]));
  });
});

describe('sectionStaleness of glossaries', () => {
  const before = [live('g1', 'Terms', { 'en→de': [['a', '1'], ['b', '2']], 'en→fr': [['a', 'un']] })];
  const saved = { hashes: { g1: glossaryHashes(before[0]!) }, absent_names: ['New'] };
  const glossaryStaleness = (fingerprint: typeof saved, fresh: LiveGlossary[]) => sectionStaleness(glossaryKind, { items: [], fingerprint }, fresh);

  it('finds nothing when the service holds what the plan read, in any order', () => {
    const reordered = [live('g1', 'Terms', { 'en→fr': [['a', 'un']], 'en→de': [['b', '2'], ['a', '1']] }), live('g9', 'Other', {})];
    expect(glossaryStaleness(saved, reordered)).toEqual([]);
  });

  it('refuses a glossary whose entries changed, saying which dictionary', () => {
    const problems = glossaryStaleness(saved, [live('g1', 'Terms', { 'en→de': [['a', '1'], ['b', '3']], 'en→fr': [['a', 'un']] })]);
    expect(problems.map((p) => p.code)).toEqual(['stale-glossary-entries']);
    expect(problems[0]!.message).toContain('the en→de entries changed');
    expect(problems[0]!.message).not.toContain('en→fr');
    expect(problems[0]!.hint).toContain('stylesync plan');
  });

  it('refuses a glossary that lost or gained a dictionary, or is gone', () => {
    const lost = glossaryStaleness(saved, [live('g1', 'Terms', { 'en→de': [['a', '1'], ['b', '2']] })]);
    expect(lost[0]!.message).toContain('the en→fr dictionary was deleted');
    const gained = glossaryStaleness(saved, [live('g1', 'Terms', { 'en→de': [['a', '1'], ['b', '2']], 'en→fr': [['a', 'un']], 'en→es': [['a', 'uno']] })]);
    expect(gained[0]!.message).toContain('a dictionary for en→es was added');
    expect(glossaryStaleness(saved, []).map((p) => p.code)).toEqual(['stale-glossary-gone']);
  });

  it('refuses a create whose name is now taken', () => {
    const problems = glossaryStaleness(saved, [...before, live('g2', 'New', { 'en→de': [['x', 'y']] })]);
    expect(problems.map((p) => [p.code, p.glossary])).toEqual([['stale-glossary-name-taken', 'New']]);
  });
});
