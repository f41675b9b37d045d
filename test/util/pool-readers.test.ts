import { describe, expect, it } from 'vitest';
import { parseYamlBytesLazily } from '../../src/config/read-yaml.ts';
import { parseList } from '../../src/live/wire.ts';
import type { TextPool } from '../../src/util/text-pool.ts';

/** A pool that keeps every text apart and records how each reader asked for it. */
function recordingPool(): { pool: TextPool; asked: string[] } {
  const asked: string[] = [];
  const pool: TextPool = {
    share: (text, own) => (asked.push(`text ${text}`), own === undefined ? text : own(text)),
    sharePrompt: (list, index, count, text, own) => (asked.push(`prompt ${list} ${index}/${count} ${text}`), own === undefined ? text : own(text)),
    shareColumn: (list, field, column) => (asked.push(`column ${list} ${field} ${column.join('|')}`), column),
  };
  return { pool, asked };
}

// Both readers of a plan ask the pool for a list's prompts by place, so neither hashes half a million prompts (issue #31).
describe('the text pool’s two readers', () => {
  it('a style file: each prompt of a list by the list’s name and its place, every other text by its text', async () => {
    const { pool, asked } = recordingPool();
    const file = ['name: Marketing', 'language: de', 'custom_instructions:', '  - label: Tone', '    prompt: Be formal.', '  - label: Dates', '    prompt: Write DD.MM.YYYY.', ''].join('\n');
    const loaded = await parseYamlBytesLazily(new TextEncoder().encode(file), 'm.yaml', pool);
    expect(loaded.ok).toBe(true);
    expect(asked.filter((a) => a.startsWith('prompt')).sort()).toEqual(['prompt Marketing 0/2 Be formal.', 'prompt Marketing 1/2 Write DD.MM.YYYY.']);
    expect(asked.filter((a) => a.startsWith('text')).sort()).toEqual(['text Dates', 'text Marketing', 'text Tone', 'text de']);
  });

  it('a fragment (no name): its prompts by their text', async () => {
    const { pool, asked } = recordingPool();
    const file = ['custom_instructions:', '  - label: Tone', '    prompt: Be formal.', ''].join('\n');
    await parseYamlBytesLazily(new TextEncoder().encode(file), '_f.yaml', pool);
    expect(asked.sort()).toEqual(['text Be formal.', 'text Tone']);
  });

  it('the service’s answer: each prompt by its list’s name and place', () => {
    const { pool, asked } = recordingPool();
    const list = { style_id: 's1', name: 'Marketing', language: 'de', version: 1, custom_instructions: [{ id: 'i1', label: 'Tone', prompt: 'Be formal.' }, { id: 'i2', label: 'Dates', prompt: 'Write DD.MM.YYYY.' }] };
    expect(parseList(list, 'list', pool).custom_instructions.map((i) => i.prompt)).toEqual(['Be formal.', 'Write DD.MM.YYYY.']);
    expect(asked).toEqual(['prompt Marketing 0/2 Be formal.', 'prompt Marketing 1/2 Write DD.MM.YYYY.', 'column Marketing labels Tone|Dates', 'column Marketing prompts Be formal.|Write DD.MM.YYYY.']);
  });
});
