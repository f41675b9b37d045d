import { describe, expect, it } from 'vitest';
import { textPool } from '../../src/util/text-pool.ts';

// Strings compare by value, so which copy is kept shows only in when a copy is made: once per distinct text.
describe('textPool', () => {
  const copier = () => {
    const copied: string[] = [];
    const own = (text: string) => {
      copied.push(text);
      return text;
    };
    return { copied, own };
  };

  it('makes its own copy of a text once, and gives that copy back for every equal text', () => {
    const pool = textPool();
    const { copied, own } = copier();
    const prompt = 'Keep the brand names in English and use the formal register.';
    expect(pool.share(prompt.slice(0), own)).toBe(prompt);
    expect(pool.share(`${prompt.slice(0, 10)}${prompt.slice(10)}`, own)).toBe(prompt);
    expect(pool.share(prompt)).toBe(prompt);
    expect(pool.share('Another text', own)).toBe('Another text');
    expect(copied).toEqual([prompt, 'Another text']);
  });

  it('finds a prompt at its place in the same-named list, counted from the end, whichever reader comes first', () => {
    const pool = textPool();
    const { copied, own } = copier();
    // The service's answer first: a list whose two fragment instructions come before the file's own two.
    for (const [index, prompt] of ['From a fragment.', 'Also from a fragment.', 'Own one.', 'Own two.'].entries()) pool.sharePrompt('L', index, 4, prompt);
    // The list's file holds only its own two: the same places from the end, no copy made.
    expect(pool.sharePrompt('L', 0, 2, 'Own one.', own)).toBe('Own one.');
    expect(pool.sharePrompt('L', 1, 2, 'Own two.', own)).toBe('Own two.');
    expect(copied).toEqual([]);
    // The files first, then the answer.
    expect(pool.sharePrompt('M', 0, 1, 'Files first.', own)).toBe('Files first.');
    expect(pool.sharePrompt('M', 0, 1, 'Files first.')).toBe('Files first.');
    expect(copied).toEqual(['Files first.']);
  });

  it('keeps a prompt whose place holds another text by its text, so an equal text elsewhere still shares it', () => {
    const pool = textPool();
    const { copied, own } = copier();
    pool.sharePrompt('L', 0, 1, 'Changed on the service.');
    expect(pool.sharePrompt('L', 0, 1, 'As the file says.', own)).toBe('As the file says.');
    expect(pool.share('As the file says.', own)).toBe('As the file says.');
    // A place past the first reader's length goes by text too.
    expect(pool.sharePrompt('L', 0, 3, 'As the file says.', own)).toBe('As the file says.');
    expect(copied).toEqual(['As the file says.']);
  });

  it('gives a list’s column to the second reader when it is equal, element by element; any other column is kept apart', () => {
    const pool = textPool();
    const first = ['Tone', 'Dates'];
    expect(pool.shareColumn('Marketing', 'labels', first)).toBe(first);
    expect(pool.shareColumn('Marketing', 'labels', ['Tone', 'Dates'])).toBe(first);
    const longer = ['Tone', 'Dates', 'More'];
    expect(pool.shareColumn('Marketing', 'labels', longer)).toBe(longer);
    const other = ['Tone', 'Times'];
    expect(pool.shareColumn('Marketing', 'labels', other)).toBe(other);
    // The first column stays the one kept; another field or another list has its own.
    expect(pool.shareColumn('Marketing', 'labels', ['Tone', 'Dates'])).toBe(first);
    const prompts = ['Tone', 'Dates'];
    expect(pool.shareColumn('Marketing', 'prompts', prompts)).toBe(prompts);
    const sales = ['Tone', 'Dates'];
    expect(pool.shareColumn('Sales', 'labels', sales)).toBe(sales);
  });
});
