import fc from 'fast-check';

/**
 * `npm test` runs every property with a pinned seed, so CI sees the same cases
 * each run and a failure reproduces; `npm run test:fuzz` (FUZZ_SCALE) explores
 * with a fresh seed. FUZZ_SEED pins one either way; fast-check prints the seed
 * and path of any failure, so a CI failure can be replayed with FUZZ_SEED.
 */
const PINNED_SEED = 20261123;
const seedFromEnv = Number(process.env.FUZZ_SEED);
const seed = Number.isInteger(seedFromEnv) ? seedFromEnv : process.env.FUZZ_SCALE === undefined ? PINNED_SEED : undefined;
fc.configureGlobal(seed === undefined ? {} : { seed });

/** How many cases each property runs: more under `npm run test:fuzz` (FUZZ_RUNS). */
export function runs(base: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? '1');
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Pieces an attacker puts in names, labels, prompts and server messages. */
export const HOSTILE_PIECES = [
  '\n',
  '\r\n',
  '\r',
  '\u0000',
  '\u0007',
  '\u001b[2J',
  '\u001b]52;c;cGF5bG9hZA==\u0007',
  '\u009b31m',
  '\u0085',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200f',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udc00',
  '::error file=README.md,line=1::forged',
  '::stop-commands::tok',
  '  ::add-mask::x',
  '##[error]legacy',
  '@everyone',
  '</summary></details><img src=x onerror=alert(1)>',
  '| a | b |',
  '[click](https://evil.example)',
  'https://evil.example/x',
  'www.evil.example',
  '`code`',
  'constructor',
  '__proto__',
  'styles/p.yaml:1:1: error: fake',
];

/** Random user text: hostile pieces mixed with arbitrary UTF-16 (lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));

/** Raw controls and bidi characters no rendered output may carry (colour codes are checked apart). */
export const RAW_INVISIBLE = /[\u0000-\u0008\u000b-\u001a\u001c-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/** ESC that does not open a colour (SGR) sequence. */
export const BARE_ESCAPE = /\u001b(?!\[[0-9;]*m)/;

/** A line the GitHub runner would run as a command. */
export const COMMAND_LINE = /^\s*::|##\[/m;
