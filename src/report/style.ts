/** ANSI styling for the terminal renderer; with colour off every style is the identity. */
export interface Style {
  readonly color: boolean;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  magenta(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything (https://no-color.org). */
export function wantsColor(isTTY: boolean, env: Record<string, string | undefined>): boolean {
  return isTTY && !env.NO_COLOR;
}

const sgr = (open: number, close: number) => (text: string) => (text === '' ? '' : `\x1b[${open}m${text}\x1b[${close}m`);
const plain = (text: string) => text;

export function makeStyle(color: boolean): Style {
  if (!color) return { color, green: plain, red: plain, yellow: plain, magenta: plain, bold: plain, dim: plain };
  return { color, green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), magenta: sgr(35, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}

/**
 * User text made safe for a terminal: line breaks and tabs shown as escapes
 * (a prompt must not break the layout) and every other control character
 * (and bidirectional overrides) shown as `\u{…}`, so a prompt cannot smuggle
 * in escape sequences or reorder what the reviewer reads.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u{${c.codePointAt(0)!.toString(16)}}`;
  });
}

/** A name or label in double quotes, with the same escaping. */
export function quoted(text: string): string {
  return `"${printable(text).replace(/"/g, '\\"')}"`;
}
