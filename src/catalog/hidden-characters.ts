/**
 * Characters a name may not hold because a reviewer cannot see them in a
 * plan, a pull-request comment or a terminal: control characters (NUL, tab,
 * line breaks, ESC), the bidirectional overrides and isolates that reorder
 * what is shown (U+202A–U+202E, U+2066–U+2069: "Trojan Source"), and the
 * Unicode tag characters (U+E0000–U+E007F), which render as nothing and can
 * carry a hidden text. Shared by validate (which refuses them) and import
 * (which leaves them out of the files it writes, and says so).
 */
const HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

export interface HiddenCharacter {
  /** U+XXXX. */
  code: string;
  /** 1-based position in code units, as editors count columns. */
  at: number;
  kind: 'a control character' | 'a bidirectional override' | 'a Unicode tag character';
}

export function hiddenCharacter(text: string): HiddenCharacter | undefined {
  const found = HIDDEN.exec(text);
  if (!found) return undefined;
  const cp = found[0].codePointAt(0) as number;
  const kind = cp >= 0xe0000 ? 'a Unicode tag character' : cp >= 0x2000 ? 'a bidirectional override' : 'a control character';
  return { code: `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`, at: found.index + 1, kind };
}

/** `text` with every hidden character left out. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_ALL, '');
}
