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

/** One SGR code (`'1;31'`: bold red) around `text`, reset after; the identity with colour off. */
export const paint = (on: boolean, code: string) => (text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

export function makeStyle(color: boolean): Style {
  if (!color) return { color, green: plain, red: plain, yellow: plain, magenta: plain, bold: plain, dim: plain };
  return { color, green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), magenta: sgr(35, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}
