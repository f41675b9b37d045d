import { Marked } from 'marked';
import { markdownHtml } from './user-text.ts';
import type { IndexEntries } from './guide-index-entries.ts';
import { PART_CHARACTERS, type TableRows, TextParts } from './table-rows.ts';
import { INDEX_HITS, searchEntries, searchFold } from './guide-search.ts';

/**
 * A guide page as one self-contained HTML file: the page's Markdown
 * (guide-markdown.ts) rendered by marked, in a frame with its own styles and
 * a search box, no server and no outside request. The content is the
 * Markdown's, so both forms say the same and the escaping is done once, where
 * the Markdown is made: marked renders escaped text as text. Raw HTML in
 * that Markdown is ours alone (`<a id>` anchors, `<code>` cells, `<br>`).
 */
const marked = new Marked({ gfm: true, async: false });

export function guideHtml(title: string, markdown: string, options: { index?: string; entries?: IndexEntries } = {}): string {
  const entries = options.entries === undefined ? undefined : [JSON.stringify(options.entries)];
  return [...guideHtmlParts(title, [markdown], { ...(options.index === undefined ? {} : { index: options.index }), ...(entries === undefined ? {} : { entries }) })].join('');
}

/**
 * The page of guideHtml in parts, from its Markdown in sections
 * (guide-markdown.ts guideLanguageSections): each section rendered when it is
 * taken, so a writer holds one section's tokens at a time (issue #31).
 * `entries` is the index's search data as JSON text in parts
 * (guide-index-entries.ts guideIndexJson), each escaped and given on its own.
 */
export function* guideHtmlParts(title: string, sections: Iterable<string | TableRows>, options: { index?: string; entries?: Iterable<string> } = {}): Generator<string> {
  const back = options.index === undefined ? '' : `<nav><a href="${markdownHtml(options.index)}">All languages</a></nav> `;
  // The index searches every page's lists, rules, instructions and terms (guide-index-entries.ts), shown under the box as links.
  const hits = options.entries === undefined ? '' : '<ol id="hits" hidden></ol>\n';
  yield `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="stylesync guide">
<title>${markdownHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="find">${back}<label for="find">Find a rule or term</label> <input type="search" id="find" autocomplete="off"> <output id="found" for="find"></output></div>
<main>
${hits}`;
  for (const section of sections) {
    if (typeof section === 'string') yield marked.parse(section, { async: false });
    else yield* tableRunHtml(section);
  }
  yield '</main>\n';
  if (options.entries !== undefined) {
    yield '<script type="application/json" id="entries">';
    for (const part of options.entries) yield scriptJson(part);
    yield '</script>\n';
  }
  yield `<script>${SCRIPT}${options.entries === undefined ? '' : INDEX_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * A run of a table's rows (table-rows.ts) as its part of the one table the
 * page shows, made cell by cell: the frame as marked writes it (Renderer's
 * table, tablerow and tablecell: no alignment, `<tbody>` right after
 * `</thead>\n`, `</tbody></table>` at the end) and each cell's text through
 * marked's inline rendering, as marked does for a cell of a whole table
 * (its lexer splits the row at unescaped pipes, trims each cell and reads
 * `\|` as `|`, then lexes the cell inline from a fresh state). A matrix row
 * is 140 KB of Markdown at 1,000 lists (issue #31): rendered as a table,
 * marked held the row's text, its tokens and its HTML at once; here one
 * cell's are, and the HTML is given in parts of about TABLE_PART_CHARACTERS.
 * A run holds at least one row (tableRuns), so the first writes `<tbody>`.
 */
function* tableRunHtml(run: TableRows): Generator<string> {
  const html = new TextParts(TABLE_PART_CHARACTERS);
  if (run.first) html.add(`<table>\n<thead>\n<tr>\n${run.head.map((cell) => tableCell('th', cell)).join('')}</tr>\n</thead>\n<tbody>`);
  for (const row of run.rows) {
    html.add('<tr>\n');
    // As marked: a row is cut or filled with empty cells to the header's width.
    for (let n = 0; n < run.head.length; n++) if (html.add(tableCell('td', row[n] ?? ''))) yield html.take();
    html.add('</tr>\n');
  }
  if (run.last) html.add('</tbody></table>\n');
  if (!html.empty) yield html.take();
}

/** The HTML of a long table is given in parts of about this many characters, each written before the next is made (PART_CHARACTERS, table-rows.ts). */
export const TABLE_PART_CHARACTERS = PART_CHARACTERS;

/**
 * One lexer and one parser for every cell, as marked uses one of each for a
 * whole table (its lexer clears `inRawBlock` before each cell's text):
 * marked.parseInline makes a new pair per call, which took the HTML pages of
 * a 10,000-term dictionary about 10 % more CPU time.
 */
const cellLexer = new marked.Lexer(marked.defaults);
const cellParser = new marked.Parser(marked.defaults);

function tableCell(tag: 'th' | 'td', markdown: string): string {
  cellLexer.state.inRawBlock = false;
  const tokens = cellLexer.inlineTokens(markdown.trim().replace(/\\\|/g, '|'));
  return `<${tag}>${cellParser.parseInline(tokens)}</${tag}>\n`;
}

// Small and fixed: a page read offline, printed, or opened from a CI artifact must look the same everywhere.
// An anchor scrolls to below the sticky bar and table header, not under them.
// Terminology tables (`.terms`) are the long part: a smaller type, forbidden variants that do not break
// inside a word, a header that stays in view under the search bar while 10,000 rows scroll past.
// An identifier in a cell may break anywhere: `use_12_hour_clock_and_…` has no space and would widen the page.
// The matrix (`.matrix`, guide-matrix.ts) scrolls in its own box, both ways, its header row and first column
// sticky inside it: at 8 languages the page body keeps its width and the row and column names stay in view.
const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;max-width:72rem;margin:0 auto 2rem;padding:0 1rem;color:#1f2328}
table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:start;vertical-align:top;unicode-bidi:plaintext}
th{background:#f6f8fa}code{font:.9em ui-monospace,monospace;background:#f6f8fa;padding:.1em .3em;border-radius:4px}td code{overflow-wrap:anywhere}
blockquote{margin:0 0 1rem;padding:0 1rem;border-left:.25rem solid #d0d7de;color:#3d444d}
[id]{scroll-margin-top:7rem}:target{background:#fff8c5}tr:has(:target){background:#fff8c5}
.find{position:sticky;top:0;z-index:1;background:#fff;padding:.6rem 0;border-bottom:1px solid #d0d7de;display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
.find input{width:24rem;max-width:100%;font:inherit;padding:.2rem .4rem}.find output{color:#59636e}
.terms table{font-size:.9rem;line-height:1.4}.terms thead th{position:sticky;top:3.4rem}
.terms td:first-child{font-weight:600}.terms del{white-space:nowrap;color:#82071e}
td a[href]{white-space:nowrap}tr.hidden{display:none}
#hits{margin:1rem 0;padding-left:2rem}#hits li{margin:.2rem 0}#hits span{color:#59636e;font-size:.9rem}
.matrix{overflow:auto;max-height:80vh;margin:0 0 1rem;border:1px solid #d0d7de}.matrix table{margin:0;font-size:.9rem;line-height:1.4}
.matrix thead th{position:sticky;top:0;z-index:1}.matrix th:first-child,.matrix td:first-child{position:sticky;left:0;background:#f6f8fa;min-width:12rem;max-width:18rem}
.matrix thead th:first-child{z-index:2}.matrix td{min-width:7rem;max-width:14rem}.matrix td a[href]{white-space:normal}
.matrix code{display:block;font-size:.8em;white-space:normal;overflow-wrap:anywhere;background:none;padding:0;color:#59636e}
@media print{.find{display:none}.terms thead th,.matrix thead th,.matrix th:first-child,.matrix td:first-child{position:static}.matrix{max-height:none;overflow:visible}}`;

// Hides the table rows that do not hold the search text and says how many do; headings and prose stay.
// Folded once, on first use (guide-search.ts: case and accents): 10,000 rows are searched on every key without a server.
const SCRIPT = `
(function(){var fold=${searchFold.toString()};var box=document.getElementById('find');var count=document.getElementById('found');var rows=null;
box.addEventListener('input',function(){var q=fold(box.value.trim());
if(rows===null){rows=Array.prototype.map.call(document.querySelectorAll('main tbody tr'),function(r){return[r,fold(r.textContent)]})}
var shown=0;for(var i=0;i<rows.length;i++){var hit=q===''||rows[i][1].indexOf(q)!==-1;rows[i][0].className=hit?'':'hidden';if(hit)shown++}
count.textContent=q===''?'':shown+' of '+rows.length+' rows';});})();`;

// The index's search over all pages: entries folded once, on first use; the hits drawn as elements whose text is set
// as text (textContent), so a term holding markup shows as typed. Runs after the rows' listener, so its count wins.
const INDEX_SCRIPT = `
(function(){var fold=${searchFold.toString()};var find=${searchEntries.toString()};
var data=JSON.parse(document.getElementById('entries').textContent);var entries=data.entries;var places=data.places;var box=document.getElementById('find');var count=document.getElementById('found');var list=document.getElementById('hits');var folded=null;
box.addEventListener('input',function(){var q=fold(box.value.trim());while(list.firstChild)list.removeChild(list.firstChild);
if(q===''){list.hidden=true;return}
if(folded===null)folded=entries.map(function(e){return fold(e[0])});
var found=find(folded,q,${INDEX_HITS});
found.hits.forEach(function(i){var e=entries[i];var p=places[e[1]];var li=document.createElement('li');var a=document.createElement('a');a.href=p[1]+'#'+e[2];a.textContent=e[0];var at=document.createElement('span');at.textContent=' '+p[0];li.appendChild(a);li.appendChild(at);list.appendChild(li)});
list.hidden=found.total===0;count.textContent=found.total===0?'nothing found':found.total>found.hits.length?'first '+found.hits.length+' of '+found.total+' found':found.total+' found';});})();`;

/**
 * Data inside `<script type="application/json">`: JSON whose `<`, `>`, `&` and
 * line separators are escapes, so no text in it can end the element
 * (`</script>`) or open a comment, and JSON.parse reads it back unchanged.
 * Character by character, so JSON escaped in parts is the JSON escaped whole.
 */
function scriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
