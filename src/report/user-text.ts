import { NOT_XML_CHAR } from '../catalog/xml-char.ts';

/**
 * The one place that decides how user-controlled text is shown. User text is
 * anything stylesync did not write itself: list names, labels, prompts, rule
 * names and values, file names, service messages. It reaches three sinks, and
 * each has its own way of being hijacked:
 *
 * - a terminal, where escape sequences (CSI, OSC 52 clipboard writes), BEL,
 *   carriage returns and bidi overrides act instead of showing;
 * - a GitHub workflow log (the same stdout/stderr, read by the runner), where a
 *   line starting with `::` (after blanks), or holding `##[`, is a command:
 *   annotations, `add-mask`, `stop-commands`;
 * - Markdown (pull-request comments, job summaries), where text can close a
 *   table, open HTML, mention people or turn into a link.
 *
 * Use exactly one of these per piece of user text, at the point where it is
 * put into output:
 *
 * | where the text goes                              | function              |
 * |--------------------------------------------------|-----------------------|
 * | a line of CLI output (terminal and CI log)       | `terminalText`        |
 * | the same, as a quoted name or label              | `terminalQuoted`      |
 * | a multi-line message whose line breaks are ours  | `terminalLines`       |
 * | a GitHub annotation the CLI prints itself        | `workflowCommand`     |
 * | Markdown text or a table cell                    | `markdownText`        |
 * | a piece of Markdown text after others on its line | `markdownFragment`   |
 * | the same as a link to an address we built        | `markdownLink`        |
 * | inside raw HTML in Markdown (`<summary>`)        | `markdownHtml`        |
 * | an XML document printed or written (TBX)         | `xmlDocumentText`     |
 *
 * `guardStream` is not a substitute: the CLI runs every write through it as a
 * last line of defence, so a forgotten escape shows up as `\u001b` rather than
 * acting. Output written through @actions/core (the Action) passes user text
 * through `terminalLines` first; core escapes `%`, CR and LF itself.
 *
 * Invisible characters are shown as `\uXXXX`: readable on a terminal, and a
 * valid JSON escape, so the guard can run over JSON output without changing
 * what it parses to.
 */

/**
 * Every control (Cc: C0, C1, DEL) and every format character (Cf: bidi
 * embeddings/overrides/isolates and marks, zero-width characters, soft hyphen,
 * BOM, interlinear annotation marks, invisible operators, shorthand format
 * controls, musical formatting, and the tag characters U+E0001 and
 * U+E0020–E007F that can spell hidden text), the line/paragraph separators,
 * and the unassigned code points among them (U+2065, U+E0000, U+E0002–E001F),
 * which a later Unicode may make invisible too. Kept as they are: the few Cf
 * characters that show a glyph (the prepended concatenation marks, Arabic
 * number signs and the like), which a reviewer can see. Lone surrogates (which a
 * terminal would show as U+FFFD) are handled apart.
 */
const SHOWN_FORMAT = String.raw`\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}`;
const HIDDEN = String.raw`\p{Cf}\u2028\u2029\u2065\u{E0000}-\u{E007F}`;
const INVISIBLE = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\p{Cc}${HIDDEN}]`, 'gu');

/** The same set without line feed and tab, for text whose line breaks are kept. */
const INVISIBLE_BUT_LINES = new RegExp(String.raw`(?![${SHOWN_FORMAT}])[\u0000-\u0008\u000b-\u001f\u007f-\u009f${HIDDEN}]`, 'gu');

const NOT_XML_CHARS = new RegExp(NOT_XML_CHAR.source, 'g');

const ANY_SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Lone surrogates (a terminal would show U+FFFD) shown as escapes; the regex runs only on the rare text that has one. */
function showLoneSurrogates(text: string): string {
  return ANY_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, hex4) : text;
}

const unit = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
/** Each UTF-16 unit as `\uXXXX`: a tag character becomes its surrogate pair's escapes, still valid JSON. */
const hex4 = (c: string) => (c.length === 1 ? unit(c.charCodeAt(0)) : unit(c.charCodeAt(0)) + unit(c.charCodeAt(1)));

function visible(c: string): string {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  return hex4(c);
}

/**
 * The runner reads `::command::` at the start of a line after trimming blanks,
 * and the legacy `##[command]` anywhere in a line. Showing the first `:` or
 * the `[` as an escape keeps the text readable and inert.
 */
function defuseCommands(line: string): string {
  // Any leading colon, not only `::`: user text `:` followed by the renderer's own `:` (`file:line`) would make one.
  return line.replace(/##\[/g, '##\\u005b').replace(/^(\s*):/, '$1\\u003a');
}

/**
 * Printable ASCII, with and without line feed and tab: text that holds nothing the sets above show and no surrogate.
 * Most text is such, and V8 reads it with this small pattern several times faster than with the Unicode sets (whose
 * first use also compiles them: about 0.5 ms of a one-file `validate`'s start, docs/performance.md "Start-up").
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const PRINTABLE_ASCII_LINES = /^[\t\n\x20-\x7e]*$/;

/** One piece of user text on one line of terminal or CI-log output. */
export function terminalText(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return defuseCommands(text);
  return defuseCommands(showLoneSurrogates(text.replace(INVISIBLE, visible)));
}

/**
 * An XML document (a TBX export) made safe for a terminal, a CI log and the
 * CLI's guard without changing what it says as XML: every invisible character
 * but line feed and tab becomes a character reference (`&#x200C;`, a zero-width
 * non-joiner that Persian terms need, parses back to itself; what XML 1.0
 * cannot hold at all becomes U+FFFD), and `##[`
 * becomes `&#x23;#[`, and a colon opening a line `&#x3A;`. The builder has escaped the markup already; this is the
 * second sink of the same text, the terminal.
 */
export function xmlDocumentText(xml: string): string {
  return xml
    // What XML 1.0 cannot hold, not even as a reference, becomes U+FFFD so the document stays well-formed. validate
    // refuses such text in names, terms and notes before an export; only a file name (the header's source) can hold it.
    .replace(NOT_XML_CHARS, '\ufffd')
    .replace(INVISIBLE_BUT_LINES, (c) => `&#x${(c.codePointAt(0) as number).toString(16).toUpperCase()};`)
    .replace(/##\[/g, '&#x23;#[')
    // A text that spans lines (a note, a definition) could start a line with `::`, a workflow command; the guard would
    // show it as `\u003a`, which changes what the document says. A character reference reads back as the colon.
    .replace(/^([ \t]*):/gm, '$1&#x3A;');
}

/** A name or label in double quotes, escaped as `terminalText`. */
export function terminalQuoted(text: string): string {
  return `"${terminalText(text).replace(/"/g, '\\"')}"`;
}

/**
 * A message over several lines for the terminal or CI log (an error, a
 * service's answer): line breaks stay, CR and every other invisible character
 * is shown, and no line can start a workflow command.
 */
export function terminalLines(text: string): string {
  return (PRINTABLE_ASCII_LINES.test(text) ? text : showLoneSurrogates(text.replace(INVISIBLE_BUT_LINES, visible)))
    .split('\n')
    .map(defuseCommands)
    .join('\n');
}

export type WorkflowCommandName = 'error' | 'warning' | 'notice' | 'debug';

/**
 * A GitHub workflow command line (`::error file=a.yaml,line=3,title=…::message`)
 * with every part escaped: properties and message cannot end the command,
 * add a property or start a new line, and show invisible characters.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
export function workflowCommand(command: WorkflowCommandName, properties: Readonly<Record<string, string | number | undefined>>, message: string): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(terminalLines(String(value)))}`);
  const head = props.length === 0 ? command : `${command} ${props.join(',')}`;
  return `::${head}::${escapeData(terminalLines(message))}\n`;
}

// The runner's own escapes (actions/toolkit command.ts).
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Invisible characters shown, for Markdown; line breaks and tabs left to the Markdown escapes. */
function markdownVisible(text: string): string {
  return showLoneSurrogates(text.replace(INVISIBLE_BUT_LINES, (c) => (c === '\r' ? c : hex4(c))));
}

/**
 * Autolinks (`https://…`, `www.…`) cut with a zero-width space entity, as
 * the `@` escape cuts mentions: a prompt's URL stays text.
 */
function unlink(escaped: string): string {
  return escaped.replace(/:\/\//g, ':&#8203;//').replace(/(www)\./gi, '$1&#8203;.');
}

/**
 * Markdown text or a table cell: Markdown and HTML escaped, no mentions, no
 * links, invisible characters shown, line breaks as `<br>`; safe where it
 * starts a block too (blockInert).
 */
export function markdownText(text: string): string {
  return blockInert(markdownFragment(text));
}

/**
 * markdownText for a piece that follows other text on its line (a word of a
 * word diff), where leading blanks and `1.` are just text: the same escapes
 * without the block-start ones, so the pieces join as the text was.
 */
export function markdownFragment(text: string): string {
  const escaped = markdownVisible(text)
    .replace(/[\\`*_~[\]|#!]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@/g, '@&#8203;') // a zero-width space after @ stops GitHub from mentioning anyone
    .replace(/\r?\n|\r/g, '<br>');
  return unlink(escaped);
}

/**
 * Where the text opens a block (a quoted prompt `> …`, a list item, a line
 * of its own) its start must not open one of its own: four blanks or a tab
 * would make an indented code block, which shows the entities above as
 * written (`&amp;lt;b&amp;gt;`, issue #27), and `- `, `+ `, `1. `, `2) ` a
 * list, `---` a rule, `===`/`---` under a line a heading. Leading blanks
 * become character references (a space still, but no indent), the marker is
 * backslash-escaped; `-5`, `12.50` are no markers and stay as written.
 * Elsewhere (a table cell, mid-line) both read the same.
 */
function blockInert(escaped: string): string {
  return escaped
    .replace(/^[ \t]+/, (blanks) => blanks.replace(/ /g, '&#32;').replace(/\t/g, '&#9;'))
    .replace(/^(?:[-+=](?=[ \t]|$)|([-=])(?=\1))/, '\\$&')
    .replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, '$1\\$2');
}

/**
 * `[text](url)`: the text escaped as markdownText, the address with every
 * character outside a plain URL's percent-encoded (UTF-8), so a `)`, `|`,
 * space or bracket in it can neither end the link nor break a table cell.
 * The address is ours to build (guide-links.ts); only its base comes from
 * the user, checked to be https.
 */
export function markdownLink(text: string, url: string): string {
  return `[${markdownText(text)}](${url.replace(/[^A-Za-z0-9\-._~/:%#]/gu, percentEncoded)})`;
}

/** One character as `%XX` bytes of UTF-8, including the few encodeURIComponent keeps (`!'()*`); a lone surrogate as U+FFFD's. */
function percentEncoded(c: string): string {
  if (/^[!'()*]$/.test(c)) return `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD';
  }
}

/**
 * A message stylesync wrote (an error, a hint, a diagnostic) for Markdown
 * outside tables: its `code` parts become code spans, the rest is
 * markdownText. markdownText would escape the backticks, and a reader would
 * see them as text. User text quoted in the message stays inert either way: a
 * code span makes no emphasis, link, mention or HTML, and a backtick in the
 * user text only moves where a code span ends, each part still escaped for
 * where it lands.
 */
export function markdownMessage(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    // Only the first part can open a block; the others follow a code span on the line.
    .map((part, i) => (i % 2 === 1 ? markdownCode(part.slice(1, -1)) : i === 0 ? markdownText(part) : markdownFragment(part)))
    .join('');
}

/**
 * Text as one inline code span, outside tables. Inside a code span nothing is
 * parsed and a backslash shows as it is, so nothing is escaped: the fence is
 * one backtick longer than any run inside (CommonMark), line breaks become
 * spaces, and invisible characters are shown.
 */
export function markdownCode(text: string): string {
  const shown = markdownVisible(text).replace(/\r?\n|\r/g, ' ');
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A span starting or ending with a backtick needs a space inside the fence, which CommonMark strips again.
  const pad = /^`|`$/.test(shown) || /^ .*\S.* $/.test(shown) ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/** Text inside raw HTML of a Markdown document (`<summary>`, `<code>`), where Markdown is not parsed and backslash escapes would show. */
export function markdownHtml(text: string): string {
  const escaped = markdownVisible(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/@/g, '@&#8203;')
    // Brackets as entities too: should a renderer ever parse Markdown there, `[x](url)` stays text.
    .replace(/\[/g, '&#91;')
    .replace(/\]/g, '&#93;')
    .replace(/\r?\n|\r/g, ' ');
  return unlink(escaped);
}

const SGR = /\u001b\[[0-9;]*m/y;
const ANNOTATION_LINE = /^::(?:error|warning|notice|debug)(?: [^\n]*?)?::[^\n]*$/;

/**
 * The last step before the CLI writes to stdout or stderr. Colour (SGR)
 * sequences stay, as do line feeds and tabs; every other invisible character
 * is shown, `##[` is defused, and a line starting with `::` is defused unless
 * the whole write is annotations (what `workflowCommand` builds, whose
 * message cannot hold a line break).
 */
export function guardStream(chunk: string): string {
  // Line by line: nothing the first step shows or keeps spans a line feed (a colour sequence, a surrogate pair), and
  // most lines are printable ASCII (validate's 1,001 warnings at 1,000 lists: all lines but one), which skip it.
  const lines = chunk.split('\n').map((line) => (PRINTABLE_ASCII_LINES.test(line) ? line : shownInvisible(line)));
  const body = lines.at(-1) === '' ? lines.slice(0, -1) : lines;
  if (body.length > 0 && body.every((line) => ANNOTATION_LINE.test(line))) return lines.join('\n').replace(/##\[/g, '##\\u005b');
  return lines.map(defuseCommands).join('\n');
}

/** guardStream's first step, on one line: the invisible characters but tab and colour (SGR) sequences shown. */
function shownInvisible(chunk: string): string {
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
  return showLoneSurrogates(out + chunk.slice(last));
}
