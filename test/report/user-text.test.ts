import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../fuzz/arbitraries.ts'; // pins fast-check's seed under npm test, as for the fuzz suites
import { Marked } from 'marked';
import { guardStream, markdownCode, markdownHtml, markdownLink, markdownMessage, markdownText, terminalLines, terminalQuoted, terminalText, workflowCommand } from '../../src/report/user-text.ts';

/** What no sink may receive raw from user text. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
/** A line the GitHub runner would treat as a command. */
const COMMAND_LINE = /^\s*::|##\[/m;

const hostile = [
  'Gx\n::error file=README.md,line=1::forged\n::stop-commands::tok',
  '\u001b[2J\u001b]52;c;cGF5bG9hZA==\u0007clipboard',
  'bell\u0007 nul\u0000 del\u007f c1\u009b31m',
  'abc\u202eevil\u2066iso\u2069',
  '  ::add-mask::secret',
  'x ##[error]legacy',
  'a\r\nstyles/p.yaml:1:1: error: fake',
  '\ud800 lone \udc00',
];

describe('terminalText', () => {
  it('shows every control, escape sequence, bidi override and line break instead of sending it', () => {
    expect(terminalText('Tone\u001b[2J')).toBe('Tone\\u001b[2J');
    expect(terminalText('a\nb\tc\rd')).toBe('a\\nb\\tc\\rd');
    expect(terminalText('abc\u202eevil')).toBe('abc\\u202eevil');
    expect(terminalText('osc\u001b]52;c;Zm9v\u0007')).toBe('osc\\u001b]52;c;Zm9v\\u0007');
    expect(terminalText('\u0085next line')).toBe('\\u0085next line');
    expect(terminalText('\ud83d\ude00 stays, \ud800 lone does not')).toBe('\ud83d\ude00 stays, \\ud800 lone does not');
  });

  it('cannot start a workflow command or forge a line', () => {
    expect(terminalText('::error::forged')).toBe('\\u003a:error::forged');
    expect(terminalText('  ::stop-commands::tok')).toBe('  \\u003a:stop-commands::tok');
    expect(terminalText('see ##[error]x')).toBe('see ##\\u005berror]x');
    expect(terminalText('Gx\n::error file=README.md::forged')).not.toMatch(/\n/);
    expect(terminalText('plain: text :: here')).toBe('plain: text :: here');
    // A lone leading colon too: the renderer's own `:` after it (`file:1:1`) would complete a `::`.
    expect(`${terminalText(':')}:1:1: warning`).toBe('\\u003a:1:1: warning');
  });

  it('escapes a leading colon, since what follows user text on the line (`file:1:1`) may be a colon', () => {
    // Regression: a file named ":" printed `::1:1: warning ...`, a workflow command line.
    expect(terminalText(':')).toBe('\\u003a');
    expect(`${terminalText(':')}:1:1: warning`).not.toMatch(/^\s*::/);
    expect(terminalText(' :x')).toBe(' \\u003ax');
    expect(terminalLines('ok\n:')).toBe('ok\n\\u003a');
    expect(terminalText('a:')).toBe('a:');
  });

  it('quotes with the same escaping', () => {
    expect(terminalQuoted('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
  });

  it('holds for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...hostile)), (s) => {
        const out = terminalText(s);
        expect(out).not.toMatch(RAW_CONTROL);
        expect(out).not.toMatch(/\n/);
        expect(out).not.toMatch(COMMAND_LINE);
        expect(`prefix ${out}\n`).not.toMatch(COMMAND_LINE);
      }),
      { numRuns: 200 },
    );
  });
});

describe('terminalLines', () => {
  it('keeps line breaks but defuses every line', () => {
    expect(terminalLines('first\n::error::forged\r\n  ##[warning]x')).toBe('first\n\\u003a:error::forged\\r\n  ##\\u005bwarning]x');
  });
});

describe('workflowCommand', () => {
  it('escapes properties and message so nothing ends the command or starts another', () => {
    const line = workflowCommand('error', { file: 'a,b:c.yaml', line: 3, col: undefined }, 'bad\n::stop-commands::tok 100%');
    expect(line).toBe('::error file=a%2Cb%3Ac.yaml,line=3::bad%0A\\u003a:stop-commands::tok 100%25\n');
    expect(line.trimEnd()).not.toMatch(/\n/);
  });
  it('shows invisible characters in the message', () => {
    expect(workflowCommand('warning', {}, 'x\u001b[31m')).toBe('::warning::x\\u001b[31m\n');
  });
});

describe('markdown', () => {
  it('keeps the existing escapes: HTML, tables, mentions', () => {
    expect(markdownText('<details>|@team')).toBe('&lt;details&gt;\\|@&#8203;team');
    expect(markdownHtml('</summary><img src=x>@all')).toBe('&lt;/summary&gt;&lt;img src=x&gt;@&#8203;all');
  });
  it('shows NUL, controls and bidi overrides', () => {
    expect(markdownText('a\u0000b\u001b[2Jc\u202ed')).toBe('a\\\\u0000b\\\\u001b\\[2Jc\\\\u202ed');
    expect(markdownHtml('a\u0000b\u2066c')).toBe('a\\u0000b\\u2066c');
  });
  it('keeps links in prompts as text', () => {
    expect(markdownText('[click](https://evil.example) www.evil.example')).toBe('\\[click\\](https:&#8203;//evil.example) www&#8203;.evil.example');
    expect(markdownHtml('https://evil.example')).toBe('https:&#8203;//evil.example');
  });
  it('opens no block of its own where it starts one: an indented prompt is no code block, shown escaped once (issue #27)', () => {
    const quoted = (text: string) => new Marked({ gfm: true }).parse(`> ${markdownText(text)}\n`) as string;
    expect(quoted('    Use <b>bold</b>')).toBe('<blockquote>\n<p>    Use &lt;b&gt;bold&lt;/b&gt;</p>\n</blockquote>\n');
    expect(quoted('\tUse <b>')).toBe('<blockquote>\n<p>\tUse &lt;b&gt;</p>\n</blockquote>\n');
    expect(quoted('- one')).toBe('<blockquote>\n<p>- one</p>\n</blockquote>\n');
    expect(quoted('+ one')).toBe('<blockquote>\n<p>+ one</p>\n</blockquote>\n');
    expect(quoted('12. twelve')).toBe('<blockquote>\n<p>12. twelve</p>\n</blockquote>\n');
    expect(quoted('2) two')).toBe('<blockquote>\n<p>2) two</p>\n</blockquote>\n');
    // Under a line of its own, `===` or `---` would make that line a heading.
    expect(new Marked({ gfm: true }).parse(`Intro\n${markdownText('===')}\n`)).toBe('<p>Intro\n===</p>\n');
    // What is no marker stays as written, and so does a part of a message after a code span.
    expect(markdownText('-5 or 12.50')).toBe('-5 or 12.50');
    expect(markdownMessage('run `stylesync validate` locally')).toBe('run `stylesync validate` locally');
    // In a cell the escapes read as the text.
    expect(new Marked({ gfm: true }).parse(`| a |\n|---|\n| ${markdownText('- 1. x')} |\n`)).toContain('<td>- 1. x</td>');
  });

  it('is one paragraph of the quote for any text that shows something', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('    code', '\t\tx', '-', '1.', '1)', '===', '---', ' + x')), (s) => {
        fc.pre(s.trim() !== '');
        const html = new Marked({ gfm: true }).parse(`> ${markdownText(s)}\n`) as string;
        expect(html).toMatch(/^<blockquote>\n<p>[\s\S]*<\/p>\n<\/blockquote>\n$/);
        expect(html).not.toMatch(/<(pre|code|ul|ol|li|h\d|hr|table)\b/);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...hostile)), (s) => {
        for (const out of [markdownText(s), markdownHtml(s)]) {
          expect(out).not.toMatch(RAW_CONTROL);
          expect(out).not.toMatch(/\n/);
          expect(out).not.toMatch(/<(?!br>)|:\/\//);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('markdownLink', () => {
  // Rendered as GitHub does (GFM): one table cell holding one link, whatever the base address and text hold.
  const cell = (text: string, url: string) => new Marked({ gfm: true }).parse(`| a |\n|---|\n| ${markdownLink(text, url)} |\n`) as string;

  it('percent-encodes what could end the link or the cell, and keeps the text inert', () => {
    const base = 'https://acme.example/style guide(1)|[x]/"q\'/dé';
    const html = cell('a](x) | @team', `${base}/de.html#anchor`);
    expect([...html.matchAll(/<a /g)]).toHaveLength(1);
    expect([...html.matchAll(/<td>/g)]).toHaveLength(1);
    expect(html).toContain('>a](x) | @\u200bteam</a>');
    const href = /href="([^"]*)"/.exec(html)?.[1] as string;
    expect(decodeURIComponent(href)).toBe(`${base}/de.html#anchor`);
  });

  it('holds for any base address and text: one cell, one link, no raw control', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...hostile)), (base, text) => {
        const md = markdownLink(text, `https://acme.example/${base}#x`);
        expect(md).not.toMatch(RAW_CONTROL);
        expect(md).not.toMatch(/\n/);
        const html = cell(text, `https://acme.example/${base}#x`);
        expect([...html.matchAll(/<td>/g)]).toHaveLength(1);
        expect([...html.matchAll(/<a /g)]).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('markdownMessage', () => {
  // GitHub's renderer is GFM; marked (a devDependency) parses GFM the same way for inline code, escapes and HTML.
  const render = (md: string) => new Marked({ gfm: true }).parseInline(md) as string;

  it('shows our own `code` as code, not as backslash-escaped backticks', () => {
    const md = markdownMessage('Fix the files, or run `stylesync validate` locally.\nhint: set `comment: false`.');
    expect(md).not.toContain('\\`');
    expect(render(md)).toBe('Fix the files, or run <code>stylesync validate</code> locally.<br>hint: set <code>comment: false</code>.');
  });

  it('keeps user text in code spans inert and shown as written', () => {
    expect(render(markdownMessage('`<img src=x onerror=alert(1)>` is not allowed'))).toBe('<code>&lt;img src=x onerror=alert(1)&gt;</code> is not allowed');
    expect(render(markdownMessage('value `a\\_b*c*` and `@team https://x.example`'))).toBe('value <code>a\\_b*c*</code> and <code>@team https://x.example</code>');
    expect(render(markdownCode('a ``b`` c'))).toBe('<code>a ``b`` c</code>');
    expect(render(markdownCode('`tick'))).toBe('<code>`tick</code>');
  });

  it('holds for any text: no tag but code and br, no link, no raw control', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...hostile, '`x` <b>`y`</b> [a](b)', 'a ` b`c`@d')), (s) => {
        const md = markdownMessage(s);
        expect(md).not.toMatch(RAW_CONTROL);
        expect(md).not.toMatch(/\n/);
        const html = render(md);
        expect(html.replace(/<\/?code>|<br>/g, '')).not.toMatch(/<[a-z/]/i);
      }),
      { numRuns: 300 },
    );
  });
});

describe('guardStream', () => {
  it('keeps colour, line feeds and tabs; shows everything else', () => {
    expect(guardStream('\u001b[1;31merror\u001b[0m\tx\n')).toBe('\u001b[1;31merror\u001b[0m\tx\n');
    expect(guardStream('a\u001b]52;c;Zm9v\u0007b\rc\u202e\n')).toBe('a\\u001b]52;c;Zm9v\\u0007b\\rc\\u202e\n');
  });
  it('defuses command lines in ordinary output but lets a write made only of annotations through', () => {
    expect(guardStream('ok\n::error::forged\n')).toBe('ok\n\\u003a:error::forged\n');
    expect(guardStream('::stop-commands::tok\n')).toBe('\\u003a:stop-commands::tok\n');
    const annotations = workflowCommand('error', { file: 'a.yaml', line: 1 }, 'm') + workflowCommand('warning', {}, 'n');
    expect(guardStream(annotations)).toBe(annotations);
  });
  it('keeps JSON output parsing to the same value', () => {
    const value = { name: 'a\u202eb\u0085c ##[x', list: ['\u2028'] };
    const json = JSON.stringify(value, null, 2);
    expect(JSON.parse(guardStream(json))).toEqual(value);
  });
});

describe('tag characters and every other invisible format character', () => {
  const sinks: Array<[string, (text: string) => string]> = [
    ['terminalText', terminalText],
    ['terminalQuoted', terminalQuoted],
    ['terminalLines', terminalLines],
    ['workflowCommand', (t) => workflowCommand('error', { title: t }, t)],
    ['markdownText', markdownText],
    ['markdownHtml', markdownHtml],
    ['guardStream', guardStream],
    ['JSON through guardStream', (t) => guardStream(JSON.stringify({ name: t }))],
  ];
  /** Every Cf code point, the tag block (assigned or not), and U+2065, minus the few Cf characters that show a glyph. */
  const shown = new Set([0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6dd, 0x70f, 0x890, 0x891, 0x8e2, 0x110bd, 0x110cd]);
  const hidden: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if ((/\p{Cf}/u.test(c) || (cp >= 0xe0000 && cp <= 0xe007f) || cp === 0x2065) && !shown.has(cp)) hidden.push(c);
  }

  it('covers the tag block and the format characters the old list missed', () => {
    expect(hidden).toContain('\u{E0041}');
    expect(hidden).toContain('\u2064'); // invisible plus
    expect(hidden).toContain('\u{1D173}'); // musical symbol begin beam
    expect(hidden).toContain('\u{1BCA0}'); // shorthand format letter overlap
    expect(hidden.length).toBeGreaterThan(150);
  });

  for (const [name, sink] of sinks) {
    it(`${name} shows each of them as an escape, never raw`, () => {
      for (const c of hidden) {
        const out = sink(`a${c}b`);
        expect(out.includes(c), `${name} U+${c.codePointAt(0)?.toString(16)}`).toBe(false);
      }
    });
  }

  it('spells a hidden tag message as escapes a reviewer can read, and JSON still parses to the same text', () => {
    const smuggled = 'Be formal.\u{E0001}\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}';
    expect(terminalText(smuggled)).toBe('Be formal.\\udb40\\udc01\\udb40\\udc69\\udb40\\udc67\\udb40\\udc6e\\udb40\\udc6f\\udb40\\udc72\\udb40\\udc65');
    expect(JSON.parse(guardStream(JSON.stringify(smuggled)))).toBe(smuggled);
  });

  it('leaves visible text alone: emoji, Arabic number signs, accents', () => {
    for (const text of ['😀 👍🏽', '\u0600١٢', 'héllo', '日本語']) expect(terminalText(text)).toBe(text);
  });
});

describe('printable ASCII takes a shortcut past the Unicode sets (docs/performance.md, "Start-up"): the same output', () => {
  // Text of printable ASCII with what the escaping looks at (colons, `##[`, blanks, line feeds, tabs), and the same
  // text with one character the shortcut declines appended: that character's escape is all that may differ.
  const printable = fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', ':', '#', '[', ']', '\t', '\n', '~', '"', '\\') });
  const ZWSP = '\u200b';
  const shown = '\\u200b';

  it('terminalText, terminalLines and guardStream answer as for text the shortcut declines', () => {
    fc.assert(
      fc.property(printable, (s) => {
        expect(terminalText(s + ZWSP)).toBe(terminalText(s) + shown);
        expect(terminalLines(s + ZWSP)).toBe(terminalLines(s) + shown);
        // A trailing line feed would make the zero-width space a line of its own, which an annotation-only write is not.
        if (!s.endsWith('\n')) expect(guardStream(s + ZWSP)).toBe(guardStream(s) + shown);
      }),
      { numRuns: 500 },
    );
  });

  it('an annotation-only write stays one, with and without a character outside printable ASCII', () => {
    const write = '::warning file=a.yaml,line=1::x ##[y\n::error::z\n';
    expect(guardStream(write)).toBe('::warning file=a.yaml,line=1::x ##\\u005by\n::error::z\n');
    expect(guardStream(write.replace('::z', `::z${ZWSP}`))).toBe(`::warning file=a.yaml,line=1::x ##\\u005by\n::error::z${shown}\n`);
  });
});
