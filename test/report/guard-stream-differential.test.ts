import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../fuzz/arbitraries.ts'; // pins fast-check's seed under npm test, as for the fuzz suites
import { guardStream } from '../../src/report/user-text.ts';

// Issue #31: guardStream now escapes line by line and lets printable ASCII lines past the Unicode sets (validate's
// 352 KB at 1,000 lists has one line that is not). What it writes must not move: held here to the whole-chunk
// version it replaced (src/report/user-text.ts before, frozen with the patterns it used).
const SHOWN_FORMAT = String.raw`\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}`;
const HIDDEN = String.raw`\p{Cf}\u2028\u2029\u2065\u{E0000}-\u{E007F}`;
const INVISIBLE_BUT_LINES = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\u0000-\u0008\u000b-\u001f\u007f-\u009f${HIDDEN}]`, 'gu');
const ANY_SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SGR = /\u001b\[[0-9;]*m/y;
const ANNOTATION_LINE = /^::(?:error|warning|notice|debug)(?: [^\n]*?)?::[^\n]*$/;
const unit = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
const hex4 = (c: string) => (c.length === 1 ? unit(c.charCodeAt(0)) : unit(c.charCodeAt(0)) + unit(c.charCodeAt(1)));
const visible = (c: string) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : hex4(c));
const showLoneSurrogates = (text: string) => (ANY_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, hex4) : text);
const defuseCommands = (line: string) => line.replace(/##\[/g, '##\\u005b').replace(/^(\s*):/, '$1\\u003a');

function referenceGuardStream(chunk: string): string {
  let out = '';
  let last = 0;
  INVISIBLE_BUT_LINES.lastIndex = 0;
  for (let m = INVISIBLE_BUT_LINES.exec(chunk); m !== null; m = INVISIBLE_BUT_LINES.exec(chunk)) {
    if (m[0] === '\u001b') {
      SGR.lastIndex = m.index;
      if (SGR.test(chunk)) {
        INVISIBLE_BUT_LINES.lastIndex = SGR.lastIndex;
        continue;
      }
    }
    out += chunk.slice(last, m.index) + visible(m[0]);
    last = m.index + m[0].length;
  }
  out = showLoneSurrogates(out + chunk.slice(last));
  const lines = out.split('\n');
  const body = lines.at(-1) === '' ? lines.slice(0, -1) : lines;
  if (body.length > 0 && body.every((line) => ANNOTATION_LINE.test(line))) return out.replace(/##\[/g, '##\\u005b');
  return lines.map(defuseCommands).join('\n');
}

// The pieces each step looks at: line feeds and what sits beside them (a colour sequence, a surrogate pair or half,
// CR, U+2028), the annotation and command forms, blanks, and letters.
const PIECES = [
  '\n', '\n', '\r', '\r\n', '\t', ' ', 'a', 'Z', '0', ':', '::', '#', '##[', '[', ']', ';', 'm',
  '\u001b', '\u001b[1;31m', '\u001b[0m', '\u001b[2J', '\u001b]52;c;Zm9v\u0007',
  '\ud83d\ude00', '\ud83d', '\ude00', '\u2028', '\u2029', '\u200b', '\u202e', '\u0085', '\u0600', '\u{E0041}', '…', 'é',
  '::error::', '::warning file=a.yaml,line=1::', '::notice::', '::debug::', '::stop-commands::',
];
const chunk = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));

describe('guardStream, line by line with printable ASCII skipped, writes what the whole-chunk version wrote', () => {
  it('for any mix of line feeds, colour sequences, surrogates, invisible characters and workflow commands', () => {
    fc.assert(
      fc.property(chunk, (text) => {
        expect(guardStream(text)).toBe(referenceGuardStream(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('for annotation-only writes, and the same with an invisible character in a message', () => {
    const write = '::warning file=a.yaml,line=1::x ##[y\n::error::z\n';
    for (const text of [write, write.replace('::z', '::z\u200b'), write.replace('x ', 'x\u001b[1m '), `${write}plain\n`]) {
      expect(guardStream(text), JSON.stringify(text)).toBe(referenceGuardStream(text));
    }
  });
});
