import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Document, parse } from 'yaml';
import { formatStyleText, sameYaml } from '../../src/import/style-file.ts';
import { runs } from './arbitraries.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

/** Prose with the characters that decide how a block scalar reads: newlines, blank lines, leading and trailing spaces. */
const prose = fc
  .array(fc.oneof(fc.constantFrom(' ', '  ', '\n', '\n\n', '\t', '#', ': ', '- ', '>', '|', 'stylesync-block-0-0'), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 20 })
  .map((parts) => parts.join(''));

/**
 * A style file as an author might write it: prompts as folded or literal
 * blocks at some width and indentation, keys in any order.
 */
const authored = fc
  .record({
    prompts: fc.array(prose, { minLength: 1, maxLength: 4 }),
    blockQuote: fc.constantFrom('folded', 'literal', true),
    lineWidth: fc.integer({ min: 20, max: 100 }),
    indent: fc.integer({ min: 2, max: 6 }),
    reversed: fc.boolean(),
  })
  .map(({ prompts, blockQuote, lineWidth, indent, reversed }) => {
    const instructions = prompts.map((prompt, i) => (reversed ? { source_language: 'en', prompt, label: `L${i}` } : { label: `L${i}`, prompt, source_language: 'en' }));
    const body = reversed ? { custom_instructions: instructions, language: 'de', name: 'A' } : { name: 'A', language: 'de', custom_instructions: instructions };
    return new Document(body).toString({ blockQuote: blockQuote as 'folded' | 'literal' | true, lineWidth, indent, minContentWidth: 0 });
  });

describe('fmt on block scalars (property)', () => {
  // Scaled with the runs, so `npm run test:fuzz` has the time its cases need.
  it('never changes what a file says, and a formatted file stays as it is', () => {
    fc.assert(
      fc.property(authored, (text) => {
        const first = formatStyleText(text);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        // The author's block scalars are kept as written when their headers are plain (`|`, `|-`, `>`, `>-`).
        // Others go through the yaml package's writer, which can change a folded scalar (fmt's own check refuses that file).
        const plainHeaders = [...text.matchAll(/: ([|>][^\n]*)$/gm)].every((m) => /^[|>]-?$/.test(m[1] as string));
        if (plainHeaders) expect(parse(first.text)).toEqual(parse(text));
        if (!sameYaml(first.text, text)) return;
        const second = formatStyleText(first.text);
        expect(second.ok && second.text).toBe(first.text);
      }),
      { numRuns: runs(300) },
    );
  });
});
