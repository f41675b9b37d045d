import { describe, expect, it } from 'vitest';
import { holdsKey, KEY_ENCODINGS, keyForms, keyInFile, redactAll } from '../../src/live/redact.ts';

/** Characters that URL-encoding, JSON and base64 each treat differently, so every encoding differs from the raw key. */
const KEY = 'sk-Rev/Key+9f3a=c1"d7~e0b2';

const reverse = (s: string) => [...s].reverse().join('');
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('the forms table', () => {
  it('names every encoding of the key and of the key reversed, and each of them reversed', () => {
    const names = new Set(keyForms(KEY).map((f) => f.name));
    for (const encoding of Object.keys(KEY_ENCODINGS)) {
      expect(names).toContain(encoding);
      expect(names).toContain(`reversed key, ${encoding}`);
      if (encoding !== 'raw') expect(names).toContain(`${encoding}, reversed`);
    }
  });

  it('every form, inside a longer text, is masked and found', () => {
    for (const { name, text } of keyForms(KEY)) {
      const line = `translated: «${text}» done`;
      const masked = redactAll(line, [KEY]);
      expect(masked, name).toContain('***');
      expect(masked, name).not.toContain(text);
      expect(masked, name).toMatch(/^translated: «/);
      expect(holdsKey(line, [KEY]), name).toBe(true);
    }
  });

  // Built here by hand, not from keyForms: what a hostile service would send.
  const echoes: Array<[string, string]> = [
    ['reversed', reverse(KEY)],
    ['reversed, upper case', reverse(KEY).toUpperCase()],
    ['reversed, split by a line break', `${reverse(KEY).slice(0, 9)}\n  ${reverse(KEY).slice(9)}`],
    ['reversed, URL-encoded', encodeURIComponent(reverse(KEY))],
    ['URL-encoded, reversed', reverse(encodeURIComponent(KEY))],
    ['reversed, base64', b64(reverse(KEY))],
    ['base64, reversed', reverse(b64(KEY))],
    ['reversed, base64 after one byte', b64(`x${reverse(KEY)}`)],
    ['reversed, base64 after two bytes', b64(`xy${reverse(KEY)}`)],
    ['reversed, hex', Buffer.from(reverse(KEY)).toString('hex')],
    ['reversed header', reverse(`Bearer ${KEY}`)],
  ];
  it.each(echoes)('a key echoed %s is masked, and a file holding it is refused', (_name, echoed) => {
    // base64 keeps the edge groups that mix in the bytes around the key (base64Cores): at most 4 characters before it.
    expect(redactAll(`Sprache ${echoed}!`, [KEY])).toMatch(/^Sprache .{0,4}\*\*\*/);
    expect(holdsKey(echoed, [KEY])).toBe(true);
    const refusal = keyInFile(`{"name":"${echoed}"}`, [KEY], 'plan.json', 'the saved plan, --out');
    expect(refusal?.code).toBe('key-in-file');
    expect(refusal?.message).toContain('plan.json');
    expect(refusal?.hint).toMatch(/rotate the key/);
  });

  it('leaves text without the key alone, and a file without it is written', () => {
    const text = 'Plan: 1 to create, 0 to update. Nyckel: 2b0e';
    expect(redactAll(text, [KEY])).toBe(text);
    expect(holdsKey(text, [KEY])).toBe(false);
    expect(keyInFile(text, [KEY], 'plan.json', 'the saved plan, --out')).toBeUndefined();
  });
});
