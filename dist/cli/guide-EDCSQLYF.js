import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_MAX_CHECK_CHARACTERS,
  STOPPED,
  git,
  guideModel,
  planProject,
  projectAtRef,
  readSamples
} from "./chunk-EBFJOC2K.js";
import {
  GUIDE_SECTIONS,
  sectionOfRule
} from "./chunk-3VYUPDIQ.js";
import {
  projectChoice
} from "./chunk-JOKD4RYP.js";
import {
  instructionChanges
} from "./chunk-4U72XLFG.js";
import {
  entryKind,
  linkOnTheWay,
  makeDirOrExplain,
  writeOrExplain
} from "./chunk-S4RQX44Y.js";
import {
  boundedText,
  diffTerms,
  openCliSession,
  parseCount,
  removedDictionary,
  reportDiagnostics,
  showEvent
} from "./chunk-4JQCAZU7.js";
import "./chunk-ZO4YGO5I.js";
import {
  ruleInWords,
  valueInWords
} from "./chunk-FU4PBENL.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-YRYY5K74.js";
import "./chunk-UNCMGKI7.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import {
  escapeRegExp,
  keyInFile
} from "./chunk-RFHINAKV.js";
import {
  validationSummary
} from "./chunk-YOKOROIL.js";
import {
  addTargetOptions
} from "./chunk-FDKXGLEN.js";
import {
  renderDiagnostics,
  wantsColor
} from "./chunk-S3ZJRUGJ.js";
import {
  markdownCode,
  markdownHtml,
  markdownText,
  terminalText
} from "./chunk-YU2LL6H5.js";
import {
  addDiagnostics,
  projectOptions
} from "./chunk-KM6U3AQU.js";
import {
  checkGlossaryRefs,
  filesRead,
  loadProject
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import {
  FILE_NOTE_MAX_CHARS,
  codeUnitOrder,
  plural
} from "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import {
  diffRules
} from "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import {
  Command
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/cli/guide.ts
import path3 from "node:path";

// src/app/guide.ts
import { readdir, readFile, rm as rm2, rmdir } from "node:fs/promises";
import path2 from "node:path";

// node_modules/marked/lib/marked.esm.js
function G() {
  return { async: false, breaks: false, extensions: null, gfm: true, hooks: null, pedantic: false, renderer: null, silent: false, tokenizer: null, walkTokens: null };
}
var S = G();
function ue(l3) {
  S = l3;
}
var q = { exec: () => null };
function D(l3) {
  let e = [];
  return (t) => {
    let n = Math.max(0, Math.min(3, t - 1)), r = e[n];
    return r || (r = l3(n), e[n] = r), r;
  };
}
function g(l3, e = "") {
  let t = typeof l3 == "string" ? l3 : l3.source, n = { replace: (r, s) => {
    let o = typeof s == "string" ? s : s.source;
    return o = o.replace(O.caret, "$1"), t = t.replace(r, o), n;
  }, getRegex: () => new RegExp(t, e) };
  return n;
}
var _e = ((l3 = "") => {
  try {
    return !!new RegExp("(?<=1)(?<!1)" + l3);
  } catch {
    return false;
  }
})();
var O = { codeRemoveIndent: /^(?: {0,3}\t| {1,4})/gm, listInterruptsParagraph: /^ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/, outputLinkReplace: /\\([\[\]])/g, indentCodeCompensation: /^(\s+)(?:```)/, beginningSpace: /^\s+/, endingHash: /#$/, startingSpaceChar: /^ /, endingSpaceChar: / $/, endingSpaceTabChar: /[ \t]$/, nonSpaceChar: /[^ ]/, newLineCharGlobal: /\n/g, tabCharGlobal: /\t/g, leadingSpaceTab: /^[ \t]+/, multipleSpaceGlobal: /\s+/g, blankLine: /^[ \t]*$/, doubleBlankLine: /\n[ \t]*\n[ \t]*$/, blockquoteStart: /^ {0,3}>/, blockquoteSetextReplace: /\n {0,3}((?:=+|-+)[ \t]*)(?=\n|$)/g, blockquoteSetextReplace2: /^ {0,3}>[ \t]?/gm, blockquoteMarkerWhitespace: /^( {0,3}>)(\t[ \t]*)/gm, nestedBlockMarker: /^ {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?: |$)|> ?)/, listReplaceNesting: /^ {1,4}(?=( {4})*[^ ])/g, listIsTask: /^\[[ xX]\][ \t]+\S/, listReplaceTask: /^\[[ xX]\][ \t]+/, listTaskCheckbox: /\[[ xX]\]/, anyLine: /\n.*\n/, hrefBrackets: /^<(.*)>$/, tableDelimiter: /[:|]/, tableAlignChars: /^\||\| *$/g, tableRowBlankLine: /\n[ \t]*$/, tableAlignRight: /^ *-+: *$/, tableAlignCenter: /^ *:-+: *$/, tableAlignLeft: /^ *:-+ *$/, startATag: /^<a /i, endATag: /^<\/a>/i, startPreScriptTag: /^<(pre|code|kbd|script)(\s|>)/i, endPreScriptTag: /^<\/(pre|code|kbd|script)(\s|>)/i, startAngleBracket: /^</, endAngleBracket: />$/, pedanticHrefTitle: /^([^'"]*[^\s])\s+(['"])(.*)\2/, unicodeAlphaNumeric: /[\p{L}\p{N}]/u, numericCharacterReference: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));/, numericCharacterReferenceOrAmpersand: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, escapeTest: /[&<>"']/, escapeReplace: /[&<>"']/g, escapeTestNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/, escapeReplaceNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, caret: /(^|[^\[])\^/g, percentDecode: /%25/g, findPipe: /\|/g, splitPipe: / \|/, slashPipe: /\\\|/g, carriageReturn: /\r\n|\r/g, spaceLine: /^ +$/gm, notSpaceStart: /^\S*/, endingNewline: /\n$/, listItemRegex: (l3) => new RegExp(`^( {0,3}${l3})((?:[	 ][^\\n]*)?(?:\\n|$))`), nextBulletRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:[*+-]|\\d{1,9}[.)])((?:[ 	][^\\n]*)?(?:\\n|$))`)), hrRegex: D((l3) => new RegExp(`^ {0,${l3}}((?:-[ 	]*){3,}|(?:_[ 	]*){3,}|(?:\\*[ 	]*){3,})(?:\\n+|$)`)), fencesBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:\`\`\`|~~~)`)), headingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#{1,6}(?:\\s|$)`)), pedanticHeadingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#`)), htmlBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:</?(?:${he})(?:[ \\t]+|$|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)`, "i")), blockquoteBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}>`)), nestedContainerMarkers: /^(?: {0,3}(?:(?:[*+-]|\d{1,9}[.)])[ \t]+|>[ \t]?))+/ };
var Ge = /^(?:[ \t]*(?:\n|$))+/;
var Ne = /^((?: {4}| {0,3}\t)[^\n]+(?:\n(?:[ \t]*(?:\n|$))*)?)+/;
var Fe = /^ {0,3}(`{3,}(?=[^`\n]*(?:\n|$))|~{3,})([^\n]*)(?:\n|$)(?:|([\s\S]*?)(?:\n|$))(?: {0,3}(?:(?=`)\1`*|(?=~)\1~*) *(?=\n|$)|$)/;
var V = /^ {0,3}((?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/;
var Qe = /^ {0,3}(#{1,6})(?=\s|$)(.*)(?:\n+|$)/;
var ce = / {0,3}(?:[*+-]|\d{1,9}[.)])/;
var he = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var J = g(" {0,3}(?:</?(?:tag)(?:[ \\t]+|\\n|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)").replace("tag", he).getRegex();
var $e = /^(?!bull |blockCode|fences|blockquote|heading|html|table)((?:.|\n(?!\s*?\n|bull |fences|blockquote|heading|hr|html|table))+?)\n {0,3}(=+|-+)[ \t]*(?:\n+|$)/;
var Le = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/\|table/g, "").replace(/html/g, J).getRegex();
var We = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/table/g, / {0,3}\|?(?:[:\- ]*\|)+[\:\- ]*\n/).replace(/html/g, J).getRegex();
var de = /^([^\n]+(?:\n(?!hr|heading|lheading|blockquote|fences|list|html|table|[ \t]+\n)[^\n]+)*)/;
var Ue = /^[^\n]+/;
var ge = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\\n]|\n(?![ \t]*\n))+/;
var Ke = g(/^ {0,3}\[(label)\]: *(?:\n[ \t]*)?([^<\s][^\s]*|<(?:\\.|[^\n<>\\])*>)(?:(?: +(?:\n[ \t]*)?| *\n[ \t]*)(title))? *(?:\n+|$)/).replace("label", ge).replace("title", /(?:"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\\n]|\n(?!\n))*'|\((?:\\[\s\S]|[^()\\])*\))/).getRegex();
var Xe = g(/^(bull)([ \t][^\n]*?)?(?:\n|$)/).replace(/bull/g, ce).getRegex();
var ke = /<!--(?:-?>|[\s\S]*?(?:-->|$))/;
var Ve = g("^ {0,3}(?:<(script|pre|style|textarea)[\\s>][\\s\\S]*?(?:</\\1>[^\\n]*\\n*|$)|comment[^\\n]*(\\n+|$)|<\\?[\\s\\S]*?(?:\\?>[^\\n]*\\n*|$)|<![A-Z][\\s\\S]*?(?:>[^\\n]*\\n*|$)|<!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>[^\\n]*\\n*|$)|</?(tag)(?:[ \\t]+|\\n|/?>|$)[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|<(?!(?:script|pre|style|textarea)(?![a-z0-9-]))([a-z][a-z0-9-]*)(?:attribute)*?[ \\t]*/?>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|</[a-z][a-z0-9-]*\\s*>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$))", "i").replace("comment", ke).replace("tag", he).replace("attribute", /[ \t]+[a-zA-Z:_][\w.:-]*(?:[ \t]*=[ \t]*"[^"\n]*"|[ \t]*=[ \t]*'[^'\n]*'|[ \t]*=[ \t]*[^\s"'=<>`]+)?/).getRegex();
var Ce = (l3) => g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("|table", "").replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", l3).replace("html", J).getRegex();
var Je = Ce(/ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/);
var Ye = Ce(/ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|\n|$)/);
var et = g(/^( {0,3}> ?(?:(?![ \t]*(?:\n|$))(paragraph)|[^\n]*)(?:\n|$))+/).replace("paragraph", Ye).getRegex();
var fe = { blockquote: et, code: Ne, def: Ke, fences: Fe, heading: Qe, hr: V, html: Ve, lheading: Le, list: Xe, newline: Ge, paragraph: Je, table: q, text: Ue };
var Pe = g("^ *([^\\n ].*)\\n {0,3}((?:\\| *)?:?-+:? *(?:\\| *:?-+:? *)*(?:\\| *)?)(?:\\n((?:(?! *\\n|hr|heading|blockquote|code|fences|list|html).*(?:\\n|$))*)\\n*|$)").replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("blockquote", " {0,3}>").replace("code", "(?: {4}| {0,3}	)[^\\n]").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]").replace("html", J).getRegex();
var tt = { ...fe, lheading: We, table: Pe, paragraph: g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("table", Pe).replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]+[^ \\t\\n]").replace("html", J).getRegex() };
var nt = { ...fe, html: g(`^ *(?:comment(?: *\\n|\\s*$)|<(tag)[\\s\\S]+?</\\1>(?: *\\n{2,}|\\s*$)|<tag(?:"[^"]*"|'[^']*'|\\s[^'"/>\\s]*)*?/?>(?: *\\n{2,}|\\s*$))`).replace("comment", ke).replace(/tag/g, "(?!(?:a|em|strong|small|s|cite|q|dfn|abbr|data|time|code|var|samp|kbd|sub|sup|i|b|u|mark|ruby|rt|rp|bdi|bdo|span|br|wbr|ins|del|img)\\b)\\w+(?!:|[^\\w\\s@]*@)\\b").getRegex(), def: /^ *\[([^\]]+)\]: *<?([^\s>]+)>?(?: +(["(][^\n]+[")]))? *(?:\n+|$)/, heading: /^(#{1,6})(.*)(?:\n+|$)/, fences: q, lheading: /^(.+?)\n {0,3}(=+|-+) *(?:\n+|$)/, paragraph: g(de).replace("hr", V).replace("heading", ` *#{1,6} *[^
]`).replace("|table", "").replace("blockquote", " {0,3}>").replace("|fences", "").replace("|list", "").replace("|html", "").replace("|tag", "").replace("lheading", Le).getRegex() };
var rt = /^\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/;
var st = /^(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/;
var Ie = /^( {2,}|\\)\n(?!\s*$)[ \t]*/;
var it = /^(`+|[^`])(?:(?= {2,}\n)|[\s\S]*?(?:(?=[\\<!\[`*_]|\b_|$)|[^ ](?= {2,}\n)))/;
var L = /[\p{P}\p{S}]/u;
var N = /[\s\p{P}\p{S}]/u;
var Y = /[^\s\p{P}\p{S}]/u;
var ot = g(/^((?![*_])punctSpace)/, "u").replace(/punctSpace/g, N).getRegex();
var at = /[\p{Pi}\p{Ps}"']/u;
var Ae = /(?!~)[\p{P}\p{S}]/u;
var lt = /(?!~)[\s\p{P}\p{S}]/u;
var ut = /(?:[^\s\p{P}\p{S}]|~)/u;
var pt = g(/link|precode-code|html/, "g").replace("link", /\[(?:[^\[\]`]|(?<a>`+)[^`]+\k<a>(?!`))*?\]\((?:\\[\s\S]|[^\\\(\)]|\((?:\\[\s\S]|[^\\\(\)])*\))*\)/).replace("precode-", _e ? "(?<!`)()" : "(^^|[^`])").replace("code", /(?<b>`+)[^`]+\k<b>(?!`)/).replace("html", /<(?! )[^<>]*?>/).getRegex();
var Ee = /^(?:\*+(?:((?!\*)punct)|([^\s*]))?)|^_+(?:((?!_)punct)|([^\s_]))?/;
var ct = g(Ee, "u").replace(/punct/g, L).getRegex();
var ht = g(Ee, "u").replace(/punct/g, Ae).getRegex();
var dt = /^(?:\*+(?:((?!\*)(?!openQuote)punct)|([^\s*]))?)|^_+(?:((?!_)(?!openQuote)punct)|([^\s_]))?/;
var gt = g(dt, "u").replace(/openQuote/g, at).replace(/punct/g, L).getRegex();
var ze = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)punctSpace(\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|notPunctSpace(\\*+)(?=notPunctSpace)";
var kt = g(ze, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var ft = g(ze, "gu").replace(/notPunctSpace/g, ut).replace(/punctSpace/g, lt).replace(/punct/g, Ae).getRegex();
var mt = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)[\\s](\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|(?:(?!\\*)punct|notPunctSpace)(\\*+)(?!\\*)(?=notPunctSpace)";
var xt = g(mt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var bt = g("^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)punctSpace(_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)", "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Rt = "^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)[\\s](_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)|(?:(?!_)punct|notPunctSpace)(_+)(?!_)(?=notPunctSpace)";
var Tt = g(Rt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Ot = g(/^~~?(?:((?!~)punct)|[^\s~])/, "u").replace(/punct/g, L).getRegex();
var wt = "^[^~]+(?=[^~])|(?!~)punct(~~?)(?=[\\s]|$)|notPunctSpace(~~?)(?!~)(?=punctSpace|$)|(?!~)punctSpace(~~?)(?=notPunctSpace)|[\\s](~~?)(?!~)(?=punct)|(?!~)punct(~~?)(?!~)(?=punct)|notPunctSpace(~~?)(?=notPunctSpace)";
var Pt = g(wt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var yt = g(/\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var St = g(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)|`+|\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var _t = g(/^<(scheme:[^\s\x00-\x1f<>]*|email)>/).replace("scheme", /[a-zA-Z][a-zA-Z0-9+.-]{1,31}/).replace("email", /[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+(@)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+(?![-_])/).getRegex();
var $t = g(ke).replace("(?:-->|$)", "-->").getRegex();
var Lt = g("^comment|^</[a-zA-Z][a-zA-Z0-9-]*\\s*>|^<[a-zA-Z][a-zA-Z0-9-]*(?:attribute)*?\\s*/?>|^<\\?[\\s\\S]*?\\?>|^<![a-zA-Z]+\\s[\\s\\S]*?>|^<!\\[CDATA\\[[\\s\\S]*?\\]\\]>").replace("comment", $t).replace("attribute", /\s+[a-zA-Z:_][\w.:-]*(?:\s*=\s*"[^"]*"|\s*=\s*'[^']*'|\s*=\s*[^\s"'=<>`]+)?/).getRegex();
var Me = /\[(?:\\[\s\S]|[^\[\]\\])*\]/;
var ie = g(/(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\])|[^\[\]\\`])*?/).replace("brackets", Me).getRegex();
var Ct = g(/^!?\[(label)\]\([ \t\n]*(href)(?:(?:[ \t]+(?:\n[ \t]*)?|\n[ \t]*)(title))?[ \t\n]*\)/).replace("label", ie).replace("href", /<(?:\\.|[^\n<>\\])*>|(?!<)[^ \t\n\x00-\x1f]+|(?=\))/).replace("title", /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|\((?:\\[\s\S]|[^)\\])*\)/).getRegex();
var It = g(/^!?\[(label)\]\[(ref)\]/).replace("label", ie).replace("ref", ge).getRegex();
var At = g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ge).getRegex();
var ye = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\]){1,999}/;
var Et = g(/(?:[^\[\]\\`]*(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\]))){0,999}?[^\[\]\\`]*?/).replace("brackets", Me).getRegex();
var zt = g("reflink|nolink(?!\\()", "g").replace("reflink", g(/^!?\[(label)\]\[(ref)\]/).replace("label", Et).replace("ref", ye).getRegex()).replace("nolink", g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ye).getRegex()).getRegex();
var Se = /[hH][tT][tT][pP][sS]?|[fF][tT][pP]/;
var Mt = /[A-Za-z0-9._+-]+@[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/;
var Bt = g(/(?:mailto:email|xmpp:email(?:\/[A-Za-z0-9@.]+)?)/).replace(/email/g, Mt).getRegex();
var me = { _backpedal: q, anyPunctuation: yt, anyPunctuationOutsideCode: St, autolink: _t, blockSkip: pt, br: Ie, code: st, del: q, delLDelim: q, delRDelim: q, emStrongLDelim: ct, emStrongRDelimAst: kt, emStrongRDelimUnd: bt, escape: rt, link: Ct, nolink: At, punctuation: ot, reflink: It, reflinkSearch: zt, tag: Lt, text: it, url: q };
var Dt = { ...me, emStrongLDelim: gt, emStrongRDelimAst: xt, emStrongRDelimUnd: Tt, link: g(/^!?\[(label)\]\((.*?)\)/).replace("label", ie).getRegex(), reflink: g(/^!?\[(label)\]\s*\[([^\]]*)\]/).replace("label", ie).getRegex() };
var pe = { ...me, emStrongRDelimAst: ft, emStrongLDelim: ht, delLDelim: Ot, delRDelim: Pt, url: g(/^emailProtocol|^((?:protocol):\/\/|www\.)(?:[a-zA-Z0-9\-]+\.?)+[^\s<]*|^email/).replace("emailProtocol", Bt).replace("protocol", Se).replace("email", /[A-Za-z0-9._+-]+(@)[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/).getRegex(), _backpedal: /(?:[^?!.,:;*_'"~()&]+|\([^)]*\)|&(?![a-zA-Z0-9]+;$)|[?!.,:;*_'"~)]+(?!$))+/, del: /^(~~?)(?=[^\s~])((?:\\[\s\S]|[^\\])*?(?:\\[\s\S]|[^\s~\\]))\1(?=[^~]|$)/, text: g(/^(?:[^a-zA-Z0-9](?=emailProtocol)|(`+|~+|[^`~])(?:(?=[`~])|(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[`*~_]|\b_|protocol:\/\/|wwwStart|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9](?=emailProtocol)|[^a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@))))/).replace("protocol", Se).replace(/emailProtocol/g, /(?:mailto|xmpp):/).replace("wwwStart", _e ? "(?<![^\\s*_~(])www\\." : "www\\.").getRegex() };
var qt = { ...pe, br: g(Ie).replace("{2,}", "*").getRegex(), text: g(pe.text).replace("\\b_", "\\b_| {2,}\\n").replace(/\{2,\}/g, "*").getRegex() };
var ee = { normal: fe, gfm: tt, pedantic: nt };
var F = { normal: me, gfm: pe, breaks: qt, pedantic: Dt };
var vt = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var Be = (l3) => vt[l3];
function y(l3, e) {
  if (e) {
    if (O.escapeTest.test(l3)) return l3.replace(O.escapeReplace, Be);
  } else if (O.escapeTestNoEncode.test(l3)) return l3.replace(O.escapeReplaceNoEncode, Be);
  return l3;
}
function De(l3) {
  return O.numericCharacterReference.test(l3) ? l3.replace(O.numericCharacterReferenceOrAmpersand, (e, t, n) => {
    if (t === void 0 && n === void 0) return "&amp;";
    let r = t === void 0 ? Number.parseInt(n, 16) : Number.parseInt(t, 10);
    return r === 0 || r > 1114111 || r >= 55296 && r <= 57343 ? "\uFFFD" : r === 38 ? "&amp;" : String.fromCodePoint(r);
  }) : l3;
}
function xe(l3) {
  try {
    l3 = encodeURI(l3).replace(O.percentDecode, "%");
  } catch {
    return null;
  }
  return l3;
}
function be(l3, e) {
  let t = l3.replace(O.findPipe, (s, o, i) => {
    let a = false, c = o;
    for (; --c >= 0 && i[c] === "\\"; ) a = !a;
    return a ? "|" : " |";
  }), n = t.split(O.splitPipe), r = 0;
  if (n[0].trim() || n.shift(), n.length > 0 && !n.at(-1)?.trim() && n.pop(), e) if (n.length > e) n.splice(e);
  else for (; n.length < e; ) n.push("");
  for (; r < n.length; r++) n[r] = n[r].trim().replace(O.slashPipe, "|");
  return n;
}
function C(l3, e, t) {
  let n = l3.length;
  if (n === 0) return "";
  let r = 0;
  for (; r < n; ) {
    let s = l3.charAt(n - r - 1);
    if (s === e && !t) r++;
    else if (s !== e && t) r++;
    else break;
  }
  return l3.slice(0, n - r);
}
function Re(l3) {
  let e = l3.split(`
`), t = e.length - 1;
  for (; t >= 0 && O.blankLine.test(e[t]); ) t--;
  return e.length - t <= 2 ? l3 : e.slice(0, t + 1).join(`
`);
}
function W(l3) {
  return l3.trim().replace(O.multipleSpaceGlobal, " ").toLowerCase().toUpperCase().toLowerCase();
}
function Te(l3, e) {
  if (l3.indexOf(e[0]) === -1 && l3.indexOf(e[1]) === -1) return -1;
  let t = 0;
  for (let n = 0; n < l3.length; n++) if (l3[n] === "\\") n++;
  else if (l3[n] === e[0]) t++;
  else if (l3[n] === e[1] && (t--, t < 0)) return n;
  return t > 0 ? -2 : -1;
}
var Q = /* @__PURE__ */ new WeakMap();
function Oe(l3) {
  let e = { "*": -1, _: -1 }, t = -1, n = l3.length;
  for (let r = 0; r < n; r++) {
    let s = l3[r];
    if (s !== "*" && s !== "_" && s !== "~") continue;
    let o = r === 0 ? `
` : l3[r - 1], i = r + 1;
    for (; i < n && l3[i] === s; ) i++;
    o !== " " && o !== "	" && o !== `
` && o !== "\r" && o !== "\f" && (s === "~" ? t = r : e[s] = r), r = i - 1;
  }
  return { maskedSrc: l3, lastPossibleEmStrongCloserIndex: e, lastPossibleDelCloserIndex: t };
}
function qe(l3, e) {
  let t = Oe(e), n = Q.get(l3);
  n ? n.push(t) : Q.set(l3, [t]);
}
function ve(l3) {
  let e = Q.get(l3);
  e && (e.pop(), e.length === 0 && Q.delete(l3));
}
function oe(l3, e, t) {
  let n = Q.get(l3)?.at(-1);
  return n && n.maskedSrc === e ? n.lastPossibleEmStrongCloserIndex[t] : Oe(e).lastPossibleEmStrongCloserIndex[t];
}
function ae(l3, e) {
  let t = Q.get(l3)?.at(-1);
  return t && t.maskedSrc === e ? t.lastPossibleDelCloserIndex : Oe(e).lastPossibleDelCloserIndex;
}
function te(l3, e = 0) {
  let t = e, n = "";
  for (let r of l3) if (r === "	") {
    let s = 4 - t % 4;
    n += " ".repeat(s), t += s;
  } else n += r, t++;
  return n;
}
function Ht(l3, e) {
  let t = "";
  for (let n = 0; n < l3.length; n++) {
    if (l3[n] === "`") {
      let r = e.inline.code.exec(l3.slice(n));
      if (r) {
        t += r[0], n += r[0].length - 1;
        continue;
      }
    }
    if (l3[n] === "\\" && (l3[n + 1] === "[" || l3[n + 1] === "]")) {
      t += l3[n + 1], n++;
      continue;
    }
    t += l3[n];
  }
  return t;
}
function He(l3, e, t, n, r) {
  let s = e.href, o = e.title || null, i = Ht(l3[1], r), a = l3[0].charAt(0) === "!", c = n.state.inLink, u = n.state.linkEmitted, d = n.state.inRawBlock;
  n.state.inLink = true, n.state.linkEmitted = false;
  let h = n.inlineTokens(i), p = n.state.linkEmitted;
  if (n.state.linkEmitted = u, n.state.inLink = c, !a) {
    if (p) {
      n.state.inRawBlock = d;
      return;
    }
    n.state.linkEmitted = true;
  }
  return { type: a ? "image" : "link", raw: t, href: s, title: o, text: i, tokens: h };
}
function Zt(l3, e, t) {
  let n = l3.match(t.other.indentCodeCompensation);
  if (n === null) return e;
  let r = n[1];
  return e.split(`
`).map((s) => {
    let o = s.match(t.other.beginningSpace);
    if (o === null) return s;
    let [i] = o;
    return s.slice(Math.min(i.length, r.length));
  }).join(`
`);
}
function Ze(l3, e, t, n) {
  if (!e.includes("<")) return false;
  for (let r = 0; r < e.length; r++) {
    if (e[r] === "\\") {
      r++;
      continue;
    }
    if (e[r] === "`") {
      let i = n.inline.code.exec(e.slice(r));
      if (i) {
        r += i[0].length - 1;
        continue;
      }
    }
    if (e[r] !== "<") continue;
    let s = l3.slice(t + r), o = n.inline.tag.exec(s) || n.inline.autolink.exec(s);
    if (o) {
      if (o[0].length > e.length - r) return true;
      r += o[0].length - 1;
    }
  }
  return false;
}
var _ = class {
  options;
  rules;
  lexer;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    let t = this.rules.block.newline.exec(e);
    if (t && t[0].length > 0) return { type: "space", raw: t[0] };
  }
  code(e) {
    let t = this.rules.block.code.exec(e);
    if (t) {
      let n = this.options.pedantic ? t[0] : Re(t[0]), r = n.replace(this.rules.other.codeRemoveIndent, "");
      return { type: "code", raw: n, codeBlockStyle: "indented", text: r };
    }
  }
  fences(e) {
    let t = this.rules.block.fences.exec(e);
    if (t) {
      let n = t[0], r = Zt(n, t[3] || "", this.rules);
      return t[3] !== void 0 && (r === "" || r.endsWith(`
`)) && (r += `
`), { type: "code", raw: n, lang: t[2] ? t[2].trim().replace(this.rules.inline.anyPunctuation, "$1") : t[2], text: r };
    }
  }
  heading(e) {
    let t = this.rules.block.heading.exec(e);
    if (t) {
      let n = t[2].trim();
      if (this.rules.other.endingHash.test(n)) {
        let r = C(n, "#");
        (this.options.pedantic || !r || this.rules.other.endingSpaceTabChar.test(r)) && (n = r.trim());
      }
      return { type: "heading", raw: C(t[0], `
`), depth: t[1].length, text: n, tokens: this.lexer.inline(n) };
    }
  }
  hr(e) {
    let t = this.rules.block.hr.exec(e);
    if (t) return { type: "hr", raw: C(t[0], `
`) };
  }
  blockquote(e) {
    let t = this.rules.block.blockquote.exec(e);
    if (t) {
      let n = C(t[0], `
`).split(`
`), r = "", s = "", o = [];
      for (; n.length > 0; ) {
        let i = false, a = [], c;
        for (c = 0; c < n.length; c++) if (this.rules.other.blockquoteStart.test(n[c])) a.push(n[c]), i = true;
        else if (!i) a.push(n[c]);
        else break;
        n = n.slice(c);
        let u = a.join(`
`), d = u.replace(this.rules.other.blockquoteMarkerWhitespace, (k, m, b) => b.startsWith(" ") ? m + " " + b.slice(1) : m + te(b, m.length)).replace(this.rules.other.blockquoteSetextReplace, `
    $1`).replace(this.rules.other.blockquoteSetextReplace2, "");
        r = r ? `${r}
${u}` : u, s = s ? `${s}
${d}` : d;
        let h = this.lexer.state.top;
        if (this.lexer.state.top = true, this.lexer.blockTokens(d, o, true), this.lexer.state.top = h, n.length === 0) break;
        let p = o.at(-1);
        if (p?.type === "code" || p?.type === "heading" || p?.type === "hr" || p?.type === "html" || p?.type === "table") break;
        if (p?.type === "blockquote") {
          let k = p, m = n.join(`
`), b = k.raw + `
` + m.replace(this.rules.other.blockquoteSetextReplace2, ""), f = this.blockquote(b);
          o[o.length - 1] = f;
          let R = b.substring(f.raw.length).replace(/^\n/, ""), E = R ? R.split(`
`).length : 0, T = E ? n.slice(0, -E) : n;
          if (T.length > 0 && (r = `${r}
${T.join(`
`)}`), s = s.substring(0, s.length - k.text.length) + f.text, n = n.slice(T.length), n.length > 0 && this.rules.other.blockquoteStart.test(n[0])) continue;
          break;
        } else if (p?.type === "list") {
          let k = p, m = k.raw + `
` + n.join(`
`), b = this.list(m);
          o[o.length - 1] = b;
          let f = b.raw.length > k.raw.length ? m.slice(k.raw.length + 1, b.raw.length).split(`
`).length : 0;
          if (f > 0) {
            let R = n.slice(0, f).join(`
`);
            r = `${r}
${R}`, s = `${s}
${R}`;
          }
          if (n = n.slice(f), n.length > 0 && !this.rules.other.blockquoteStart.test(n[0])) break;
          continue;
        }
      }
      return { type: "blockquote", raw: r, tokens: o, text: s };
    }
  }
  list(e) {
    let t = this.rules.block.list.exec(e);
    if (t) {
      if (!this.options.pedantic && this.lexer.state.lastToken?.type === "text" && !this.rules.other.listInterruptsParagraph.test(e)) return;
      let n = e, r = () => n.length - e.length, s = t[1].trim(), o = s.length > 1, i = { type: "list", raw: "", ordered: o, start: o ? +s.slice(0, -1) : "", loose: false, items: [] };
      s = o ? `\\d{1,9}\\${s.slice(-1)}` : `\\${s}`, this.options.pedantic && (s = o ? s : "[*+-]");
      let a = this.rules.other.listItemRegex(s), c = false;
      for (; e; ) {
        let h = false, p = "";
        if (!(t = a.exec(e)) || this.rules.block.hr.test(e)) break;
        let k = r();
        e = e.substring(t[0].length);
        let m = t[2].split(`
`, 1)[0], b = t[1].length, f = this.options.pedantic ? te(m, b) : m.replace(this.rules.other.leadingSpaceTab, (H) => te(H, b)), R = e.split(`
`, 1)[0], E = !f.trim(), T = 0;
        if (this.options.pedantic ? (T = 2, p = f.trimStart()) : E ? T = b + 1 : (T = f.search(this.rules.other.nonSpaceChar), T = T > 4 ? 1 : T, p = f.slice(T), T += b), E && this.rules.other.blankLine.test(R) && (e = e.substring(R.length + 1), h = true), !h) {
          let H = this.rules.other.nextBulletRegex(T), K = this.rules.other.hrRegex(T), re = this.rules.other.fencesBeginRegex(T), B = this.options.pedantic ? this.rules.other.pedanticHeadingBeginRegex(T) : this.rules.other.headingBeginRegex(T), X = this.rules.other.htmlBeginRegex(T), se = this.rules.other.blockquoteBeginRegex(T), le = false;
          for (; e; ) {
            let we = e.split(`
`, 1)[0], Z;
            if (R = we, this.options.pedantic ? (R = R.replace(this.rules.other.listReplaceNesting, "  "), Z = R) : Z = R.replace(this.rules.other.leadingSpaceTab, ($) => te($)), re.test(R) || B.test(R) || X.test(R) || se.test(R) || H.test(R) || K.test(R)) break;
            if (Z.search(this.rules.other.nonSpaceChar) >= T || !R.trim()) p += `
` + Z.slice(T), le = false;
            else {
              if (E) break;
              let $ = f;
              if (!this.options.pedantic && !p.includes(`
`) && !f.includes("	")) {
                let j;
                for (; !K.test($) && (j = this.rules.other.nestedBlockMarker.exec($)); ) $ = $.slice(j[0].length);
                if (!$.trim()) break;
              }
              if ($.replace(this.rules.other.tabCharGlobal, "    ").search(this.rules.other.nonSpaceChar) >= 4 || re.test($) || B.test($) || X.test($) || K.test($)) break;
              if (!this.options.pedantic && !le) {
                let j = f.replace(this.rules.other.nestedContainerMarkers, "");
                if (this.rules.block.fences.test(j) || this.rules.block.heading.test(j) || this.rules.block.hr.test(j)) break;
              }
              let je = !this.options.pedantic && /^ {0,3}(?:=+|-+) *$/.test(R) && this.rules.block.lheading.test(`${f}
${R}`) ? `    ${Z.replace(/^ {0,3}/, "")}` : R;
              p += `
` + je, le = true;
            }
            E = !R.trim(), e = e.substring(we.length + 1), f = Z.slice(T);
          }
        }
        let U = n.slice(k, r());
        i.loose || (c ? i.loose = true : this.rules.other.doubleBlankLine.test(U) && (c = true)), i.items.push({ type: "list_item", raw: U, task: !!this.options.gfm && this.rules.other.listIsTask.test(p), loose: false, text: p, tokens: [] });
      }
      let u = i.items.at(-1);
      if (u) u.raw = u.raw.trimEnd(), u.text = u.text.trimEnd();
      else return;
      i.raw = n.slice(0, r()).trimEnd();
      let d = [];
      for (let h of i.items) if (this.lexer.state.top = false, d.push(this.lexer.inlineQueue.length), h.tokens = this.lexer.blockTokens(h.text, []), !i.loose) {
        let p = h.tokens.filter((m) => m.type === "space"), k = p.length > 0 && p.some((m) => this.rules.other.anyLine.test(m.raw));
        i.loose = k;
      }
      for (let h = 0; h < i.items.length; h++) {
        let p = i.items[h], k = p.tokens[0];
        if (p.task && (k?.type === "text" || k?.type === "paragraph")) {
          p.text = p.text.replace(this.rules.other.listReplaceTask, ""), k.raw = k.raw.replace(this.rules.other.listReplaceTask, ""), k.text = k.text.replace(this.rules.other.listReplaceTask, "");
          let m = this.lexer.inlineQueue;
          for (let f = d[h]; f < m.length; f++) if (m[f].tokens === k.tokens) {
            m[f].src = m[f].src.replace(this.rules.other.listReplaceTask, "");
            break;
          }
          let b = this.rules.other.listTaskCheckbox.exec(p.raw);
          if (b) {
            let f = { type: "checkbox", raw: b[0] + " ", checked: b[0] !== "[ ]" };
            p.checked = f.checked, i.loose ? p.tokens[0] && ["paragraph", "text"].includes(p.tokens[0].type) && "tokens" in p.tokens[0] && p.tokens[0].tokens ? (p.tokens[0].raw = f.raw + p.tokens[0].raw, p.tokens[0].text = f.raw + p.tokens[0].text, p.tokens[0].tokens.unshift(f)) : p.tokens.unshift({ type: "paragraph", raw: f.raw, text: f.raw, tokens: [f] }) : p.tokens.unshift(f);
          }
        } else p.task && (p.task = false);
      }
      if (i.loose) for (let h of i.items) {
        h.loose = true;
        for (let p of h.tokens) p.type === "text" && (p.type = "paragraph");
      }
      return i;
    }
  }
  html(e) {
    let t = this.rules.block.html.exec(e);
    if (t) {
      if (this.lexer.state.lastToken?.type === "paragraph" && !this.rules.other.htmlBeginRegex(4).test(e)) return;
      let n = Re(t[0]);
      return { type: "html", block: true, raw: n, pre: t[1] === "pre" || t[1] === "script" || t[1] === "style", text: n };
    }
  }
  def(e) {
    let t = this.rules.block.def.exec(e);
    if (t) {
      if (!this.rules.other.startAngleBracket.test(t[2]) && Te(t[2], "()") !== -1) return;
      let n = W(t[1]), r = t[2] ? t[2].replace(this.rules.other.hrefBrackets, "$1").replace(this.rules.inline.anyPunctuation, "$1") : "", s = t[3] ? t[3].substring(1, t[3].length - 1).replace(this.rules.inline.anyPunctuation, "$1") : t[3];
      return { type: "def", tag: n, raw: C(t[0], `
`), href: r, title: s };
    }
  }
  table(e) {
    let t = this.rules.block.table.exec(e);
    if (!t || !this.rules.other.tableDelimiter.test(t[2])) return;
    let n = be(t[1]), r = t[2].replace(this.rules.other.tableAlignChars, "").split("|"), s = t[3]?.trim() ? t[3].replace(this.rules.other.tableRowBlankLine, "").split(`
`) : [], o = { type: "table", raw: C(t[0], `
`), header: [], align: [], rows: [] };
    if (n.length === r.length) {
      for (let i of r) this.rules.other.tableAlignRight.test(i) ? o.align.push("right") : this.rules.other.tableAlignCenter.test(i) ? o.align.push("center") : this.rules.other.tableAlignLeft.test(i) ? o.align.push("left") : o.align.push(null);
      for (let i = 0; i < n.length; i++) o.header.push({ text: n[i], tokens: this.lexer.inline(n[i]), header: true, align: o.align[i] });
      for (let i of s) o.rows.push(be(i, o.header.length).map((a, c) => ({ text: a, tokens: this.lexer.inline(a), header: false, align: o.align[c] })));
      return o;
    }
  }
  lheading(e) {
    let t = this.rules.block.lheading.exec(e);
    if (t) {
      let n = t[1].trim();
      return { type: "heading", raw: C(t[0], `
`), depth: t[2].charAt(0) === "=" ? 1 : 2, text: n, tokens: this.lexer.inline(n) };
    }
  }
  paragraph(e) {
    let t = this.rules.block.paragraph.exec(e);
    if (t) {
      let n = t[1].charAt(t[1].length - 1) === `
` ? t[1].slice(0, -1) : t[1];
      return { type: "paragraph", raw: t[0], text: n, tokens: this.lexer.inline(n) };
    }
  }
  text(e) {
    let t = this.rules.block.text.exec(e);
    if (t) return { type: "text", raw: t[0], text: t[0], tokens: this.lexer.inline(t[0]) };
  }
  escape(e) {
    if (e.charCodeAt(0) !== 92) return;
    let t = this.rules.inline.escape.exec(e);
    if (t) return { type: "escape", raw: t[0], text: t[1] };
  }
  tag(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.tag.exec(e);
    if (t) return !this.lexer.state.inLink && this.rules.other.startATag.test(t[0]) ? this.lexer.state.inLink = true : this.lexer.state.inLink && this.rules.other.endATag.test(t[0]) && (this.lexer.state.inLink = false), !this.lexer.state.inRawBlock && this.rules.other.startPreScriptTag.test(t[0]) ? this.lexer.state.inRawBlock = true : this.lexer.state.inRawBlock && this.rules.other.endPreScriptTag.test(t[0]) && (this.lexer.state.inRawBlock = false), { type: "html", raw: t[0], inLink: this.lexer.state.inLink, inRawBlock: this.lexer.state.inRawBlock, block: false, text: t[0] };
  }
  link(e) {
    if (this.lexer.state.linkParenPossible === false) return;
    let t = e.charCodeAt(0);
    if (t !== 91 && t !== 33) return;
    let n = this.rules.inline.link.exec(e);
    if (n) {
      let r = n[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, n[1], r, this.rules)) return;
      let s = n[2].trim();
      if (!this.options.pedantic && this.rules.other.startAngleBracket.test(s)) {
        if (!this.rules.other.endAngleBracket.test(s)) return;
        let c = C(s.slice(0, -1), "\\");
        if ((s.length - c.length) % 2 === 0) return;
      } else {
        let c = Te(n[2], "()");
        if (c === -2) return;
        if (c > -1) {
          let d = (n[0].indexOf("!") === 0 ? 5 : 4) + n[1].length + c;
          n[2] = n[2].substring(0, c), n[0] = n[0].substring(0, d).trim(), n[3] = "";
        }
      }
      let o = C(n[0].slice(0, -1), "\\");
      if ((n[0].length - o.length) % 2 === 0) return;
      let i = n[2], a = "";
      if (this.options.pedantic) {
        let c = this.rules.other.pedanticHrefTitle.exec(i);
        c && (i = c[1], a = c[3]);
      } else a = n[3] ? n[3].slice(1, -1) : "";
      return i = i.trim(), this.rules.other.startAngleBracket.test(i) && (this.options.pedantic && !this.rules.other.endAngleBracket.test(s) ? i = i.slice(1) : i = i.slice(1, -1)), He(n, { href: i && i.replace(this.rules.inline.anyPunctuation, "$1"), title: a && a.replace(this.rules.inline.anyPunctuation, "$1") }, n[0], this.lexer, this.rules);
    }
  }
  reflink(e, t) {
    let n = e.charCodeAt(0);
    if (n !== 91 && n !== 33) return;
    let r;
    if ((r = this.rules.inline.reflink.exec(e)) || (r = this.rules.inline.nolink.exec(e))) {
      let s = r[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, r[1], s, this.rules)) return;
      let o = t[W(r[2] || r[1])];
      if (!o) {
        let i = r[0].charAt(0);
        return { type: "text", raw: i, text: i };
      }
      return He(r, o, r[0], this.lexer, this.rules);
    }
  }
  emStrong(e, t, n = "") {
    let r = this.rules.inline.emStrongLDelim.exec(e);
    if (!r || !r[1] && !r[2] && !r[3] && !r[4]) return;
    let s = r[0][0], o = n === s, i = t.length - e.length, a = i;
    for (; !this.options.pedantic && a > 0 && t[a - 1] === s; ) a--;
    let c = [...t.slice(Math.max(0, a - 2), a)].at(-1) ?? "", u = c === "*" || c === "_" || !!this.rules.inline.punctuation.exec(c);
    a < i && (n = c);
    let d = a < i ? u : n === "*" || n === "_" || !!this.rules.inline.punctuation.exec(n);
    if (r[4] && n.match(this.rules.other.unicodeAlphaNumeric)) return;
    let h = r[1] || r[3] || "";
    if (!h || !n || d) {
      let p = [...r[0]].length - 1, k, m, b = p, f = 0, R = i - a + p, E = !this.options.pedantic && !!c.trim() && (!!h || s === "*" && !u);
      if (s !== "*" && s !== "_") return;
      let T = s === "*" ? this.rules.inline.emStrongRDelimAst : this.rules.inline.emStrongRDelimUnd, U = oe(this, t, s), H = t.length - e.length + p;
      if (U < H) return;
      t = t.slice(-1 * e.length + p);
      let K = U - H;
      for (T.lastIndex = 0; (r = T.exec(t)) !== null && !(r.index > K); ) {
        if (k = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !k) continue;
        if (m = [...k].length, r[3] || r[4]) {
          b += m;
          continue;
        } else if ((r[5] || r[6] || E) && R % 3 && !((R + m) % 3)) {
          if (o && (r[5] || r[6])) break;
          f += m;
          continue;
        }
        if (b -= m, b > 0) continue;
        m = Math.min(m, m + b + f);
        let re = [...r[0]][0].length, B = e.slice(0, p + r.index + re + m);
        if (Math.min(p, m) % 2) {
          let se = B.slice(1, -1);
          return { type: "em", raw: B, text: se, tokens: this.lexer.inlineTokens(se) };
        }
        let X = B.slice(2, -2);
        return { type: "strong", raw: B, text: X, tokens: this.lexer.inlineTokens(X) };
      }
    }
  }
  codespan(e) {
    if (e.charCodeAt(0) !== 96) return;
    let t = this.rules.inline.code.exec(e);
    if (t) {
      let n = t[2].replace(this.rules.other.newLineCharGlobal, " "), r = this.rules.other.nonSpaceChar.test(n), s = this.rules.other.startingSpaceChar.test(n) && this.rules.other.endingSpaceChar.test(n);
      return r && s && (n = n.substring(1, n.length - 1)), { type: "codespan", raw: t[0], text: n };
    }
  }
  br(e) {
    let t = e.charCodeAt(0);
    if (t !== 32 && t !== 92 && t !== 10) return;
    let n = this.rules.inline.br.exec(e);
    if (n) return { type: "br", raw: n[0] };
  }
  del(e, t, n = "") {
    if (e.charCodeAt(0) !== 126) return;
    let r = this.rules.inline.delLDelim.exec(e);
    if (!r) return;
    if (!(r[1] || "") || !n || this.rules.inline.punctuation.exec(n)) {
      let o = [...r[0]].length - 1, i, a, c = o, u = this.rules.inline.delRDelim, d = ae(this, t), h = t.length - e.length + o;
      if (d < h) return;
      t = t.slice(-1 * e.length + o);
      let p = d - h;
      for (u.lastIndex = 0; (r = u.exec(t)) !== null && !(r.index > p); ) {
        if (i = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !i || (a = [...i].length, a !== o)) continue;
        if (r[3] || r[4]) {
          c += a;
          continue;
        }
        if (c -= a, c > 0) continue;
        a = Math.min(a, a + c);
        let k = [...r[0]][0].length, m = e.slice(0, o + r.index + k + a), b = m.slice(o, -o);
        return { type: "del", raw: m, text: b, tokens: this.lexer.inlineTokens(b) };
      }
    }
  }
  autolink(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.autolink.exec(e);
    if (t) {
      let n, r;
      return t[2] === "@" ? (n = t[1], r = "mailto:" + n) : (n = t[1], r = n), { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  url(e) {
    let t;
    if (t = this.rules.inline.url.exec(e)) {
      let n, r;
      if (t[2] === "@") n = t[0], r = "mailto:" + n;
      else {
        let s;
        do
          s = t[0], t[0] = this.rules.inline._backpedal.exec(t[0])?.[0] ?? "";
        while (s !== t[0]);
        n = t[0], t[1] === "www." ? r = "http://" + t[0] : r = t[0];
      }
      return { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  inlineText(e) {
    let t = this.rules.inline.text.exec(e);
    if (t) {
      let n = this.lexer.state.inRawBlock;
      return { type: "text", raw: t[0], text: n ? t[0] : De(t[0]), escaped: n };
    }
  }
};
var w = class l {
  tokens;
  options;
  state;
  inlineQueue;
  tokenizer;
  constructor(e) {
    this.tokens = [], this.tokens.links = /* @__PURE__ */ Object.create(null), this.options = e || S, this.options.tokenizer = this.options.tokenizer || new _(), this.tokenizer = this.options.tokenizer, this.tokenizer.options = this.options, this.tokenizer.lexer = this, this.inlineQueue = [], this.state = { inLink: false, inRawBlock: false, linkEmitted: false, linkParenPossible: true, top: true };
    let t = { other: O, block: ee.normal, inline: F.normal };
    this.options.pedantic ? (t.block = ee.pedantic, t.inline = F.pedantic) : this.options.gfm && (t.block = ee.gfm, this.options.breaks ? t.inline = F.breaks : t.inline = F.gfm), this.tokenizer.rules = t;
  }
  static get rules() {
    return { block: ee, inline: F };
  }
  static lex(e, t) {
    return new l(t).lex(e);
  }
  static lexInline(e, t) {
    return new l(t).inlineTokens(e);
  }
  lex(e) {
    e = e.replace(O.carriageReturn, `
`), this.blockTokens(e, this.tokens);
    for (let t = 0; t < this.inlineQueue.length; t++) {
      let n = this.inlineQueue[t];
      this.state.inRawBlock = false, this.inlineTokens(n.src, n.tokens);
    }
    return this.inlineQueue = [], this.tokens;
  }
  blockTokens(e, t = [], n = false) {
    this.tokenizer.lexer = this;
    let r = this.state.lastToken;
    this.options.pedantic && (e = e.replace(O.tabCharGlobal, "    ").replace(O.spaceLine, ""));
    let s = 1 / 0, o, i = this.options.gfm && !this.options.pedantic && this.tokenizer.paragraph === _.prototype.paragraph;
    for (; e; ) {
      if (e.length < s) s = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      this.state.lastToken = t.at(-1);
      let a;
      if (this.options.extensions?.block?.some((u) => (a = u.call({ lexer: this }, e, t)) ? (e = e.substring(a.raw.length), t.push(a), true) : false)) continue;
      if (a = this.tokenizer.space(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        a.raw.length === 1 && u !== void 0 ? u.raw += `
` : t.push(a);
        continue;
      }
      if (a = this.tokenizer.code(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (a = this.tokenizer.fences(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.heading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.hr(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.blockquote(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.list(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.html(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.def(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.raw, this.inlineQueue.at(-1).src = u.text) : (this.tokens.links[a.tag] || (this.tokens.links[a.tag] = { href: a.href, title: a.title }), t.push(a));
        continue;
      }
      if (a = this.tokenizer.table(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.lheading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startBlock) {
        let u = 1 / 0, d = e.slice(1), h;
        this.options.extensions.startBlock.forEach((p) => {
          h = p.call({ lexer: this }, d), typeof h == "number" && h >= 0 && (u = Math.min(u, h));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (this.state.top && (a = this.tokenizer.paragraph(c))) {
        let u = t.at(-1);
        (n || u === o && i) && u?.type === "paragraph" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text, o = u) : (t.push(a), o = a), n = c.length !== e.length, e = e.substring(a.raw.length);
        continue;
      }
      if (a = this.tokenizer.text(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return this.state.top = true, this.state.lastToken = r, t;
  }
  inline(e, t = []) {
    return this.inlineQueue.push({ src: e, tokens: t }), t;
  }
  linkInText(e) {
    if (!e.includes("[")) return false;
    let t = this.tokenizer.rules.inline.link;
    for (let n of e.matchAll(this.tokenizer.rules.inline.blockSkip)) if (t.test(n[0]) && e.charAt(n.index - 1) !== "!") return true;
    for (let n of e.matchAll(this.tokenizer.rules.inline.reflinkSearch)) {
      let r = n[0], s = r.lastIndexOf("[");
      if (!(r.charAt(0) === "!" || !Object.hasOwn(this.tokens.links, W(r.slice(s + 1, -1)))) && !(s > 1 && this.linkInText(r.slice(1, s - 1)))) return true;
    }
    return false;
  }
  inlineTokens(e, t = []) {
    this.tokenizer.lexer = this;
    let n = this.state.linkParenPossible;
    this.state.linkParenPossible = e.includes(")");
    try {
      return this.#t(e, t);
    } finally {
      this.state.linkParenPossible = n;
    }
  }
  #t(e, t) {
    let n = e.includes("*") || e.includes("_") || e.includes("~"), r = n || this.options.hooks?.emStrongMask || this.tokenizer.emStrong !== _.prototype.emStrong || this.tokenizer.del !== _.prototype.del ? this.#r(e) : e;
    if (!n) return this.#e(e, r, t);
    qe(this.tokenizer, r);
    try {
      return this.#e(e, r, t);
    } finally {
      ve(this.tokenizer);
    }
  }
  #e(e, t, n) {
    let r = false, s = "", o = 1 / 0;
    for (; e; ) {
      if (e.length < o) o = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      r || (s = ""), r = false;
      let i;
      if (this.options.extensions?.inline?.some((u) => (i = u.call({ lexer: this }, e, n)) ? (e = e.substring(i.raw.length), n.push(i), true) : false)) continue;
      if (i = this.tokenizer.escape(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.tag(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.link(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.reflink(e, this.tokens.links)) {
        e = e.substring(i.raw.length);
        let u = n.at(-1);
        i.type === "text" && u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      let a = e[0];
      if (a === "*" || a === "_") {
        let u = t.length - e.length;
        if (oe(this.tokenizer, t, a) <= u) {
          let h = 1;
          for (; h < e.length && e.charCodeAt(h) === a.charCodeAt(0); ) h++;
          let p = e.substring(0, h), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h), s = a, r = true;
          continue;
        }
      } else if (a === "~") {
        let u = t.length - e.length;
        if (ae(this.tokenizer, t) <= u) {
          let h = 1;
          for (; h < e.length && e.charCodeAt(h) === 126; ) h++;
          let p = e.substring(0, h), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h), s = a, r = true;
          continue;
        }
      }
      if (i = this.tokenizer.emStrong(e, t, s)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.codespan(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.br(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.del(e, t, s)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.autolink(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (!this.state.inLink && (i = this.tokenizer.url(e))) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startInline) {
        let u = 1 / 0, d = e.slice(1), h;
        this.options.extensions.startInline.forEach((p) => {
          h = p.call({ lexer: this }, d), typeof h == "number" && h >= 0 && (u = Math.min(u, h));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (i = this.tokenizer.inlineText(c)) {
        e = e.substring(i.raw.length), i.raw.slice(-1) !== "_" && (s = i.raw.slice(-1)), r = true;
        let u = n.at(-1);
        u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return n;
  }
  #n(e) {
    let { blockSkip: t, tag: n, autolink: r } = this.tokenizer.rules.inline, s = "", o = 0, i;
    for (t.lastIndex = 0; i = t.exec(e); ) {
      let a = i.index + (i[2] ? i[2].length : 0), c = i.index + i[0].length;
      if (e.charAt(a) === "<") {
        let u = e.slice(a), d = n.exec(u) || r.exec(u);
        if (!d) {
          t.lastIndex = a + 1;
          continue;
        }
        c = a + d[0].length, t.lastIndex = c;
      }
      s += e.slice(o, a) + "[" + "a".repeat(c - a - 2) + "]", o = c;
    }
    return s + e.slice(o);
  }
  #r(e) {
    let t = e;
    if (this.tokens.links && e.includes("[")) {
      let n = this.tokenizer.rules.inline.reflinkSearch, r = (s) => {
        let o = s.lastIndexOf("[");
        if (!Object.hasOwn(this.tokens.links, W(s.slice(o + 1, -1)))) return s;
        if (o > 1 && s.charAt(0) !== "!") {
          let i = s.slice(1, o - 1);
          if (this.linkInText(i)) return "[" + i.replace(n, r) + "][" + "a".repeat(s.length - o - 2) + "]";
        }
        return "[" + "a".repeat(s.length - 2) + "]";
      };
      t = t.replace(n, r);
    }
    return t = t.replace(this.tokenizer.rules.inline.anyPunctuationOutsideCode, (n, r, s) => s ? "+".repeat(n.length) : r ? r + n.slice(r.length, -r.length).replace(/`/g, "+") + r : n), t = this.#n(t), t = this.options.hooks?.emStrongMask?.call({ lexer: this }, t) ?? t, t;
  }
  infiniteLoopError(e) {
    let t = "Infinite loop on byte: " + e;
    if (this.options.silent) console.error(t);
    else throw new Error(t);
  }
};
var I = class {
  options;
  parser;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    return "";
  }
  code({ text: e, lang: t, escaped: n }) {
    let r = (t || "").match(O.notSpaceStart)?.[0], s = e ? e.replace(O.endingNewline, "") + `
` : "";
    return r ? '<pre><code class="language-' + y(r) + '">' + (n ? s : y(s, true)) + `</code></pre>
` : "<pre><code>" + (n ? s : y(s, true)) + `</code></pre>
`;
  }
  blockquote({ tokens: e }) {
    return `<blockquote>
${this.parser.parse(e)}</blockquote>
`;
  }
  html({ text: e }) {
    return e;
  }
  def(e) {
    return "";
  }
  heading({ tokens: e, depth: t }) {
    return `<h${t}>${this.parser.parseInline(e)}</h${t}>
`;
  }
  hr(e) {
    return `<hr>
`;
  }
  list(e) {
    let t = e.ordered, n = e.start, r = "";
    for (let i = 0; i < e.items.length; i++) {
      let a = e.items[i];
      r += this.listitem(a);
    }
    let s = t ? "ol" : "ul", o = t && n !== 1 ? ' start="' + n + '"' : "";
    return "<" + s + o + `>
` + r + "</" + s + `>
`;
  }
  listitem(e) {
    return `<li>${this.parser.parse(e.tokens)}</li>
`;
  }
  checkbox({ checked: e }) {
    return "<input " + (e ? 'checked="" ' : "") + 'disabled="" type="checkbox"> ';
  }
  paragraph({ tokens: e }) {
    return `<p>${this.parser.parseInline(e)}</p>
`;
  }
  table(e) {
    let t = "", n = "";
    for (let s = 0; s < e.header.length; s++) n += this.tablecell(e.header[s]);
    t += this.tablerow({ text: n });
    let r = "";
    for (let s = 0; s < e.rows.length; s++) {
      let o = e.rows[s];
      n = "";
      for (let i = 0; i < o.length; i++) n += this.tablecell(o[i]);
      r += this.tablerow({ text: n });
    }
    return r && (r = `<tbody>${r}</tbody>`), `<table>
<thead>
` + t + `</thead>
` + r + `</table>
`;
  }
  tablerow({ text: e }) {
    return `<tr>
${e}</tr>
`;
  }
  tablecell(e) {
    let t = this.parser.parseInline(e.tokens), n = e.header ? "th" : "td";
    return (e.align ? `<${n} align="${e.align}">` : `<${n}>`) + t + `</${n}>
`;
  }
  strong({ tokens: e }) {
    return `<strong>${this.parser.parseInline(e)}</strong>`;
  }
  em({ tokens: e }) {
    return `<em>${this.parser.parseInline(e)}</em>`;
  }
  codespan({ text: e }) {
    return `<code>${y(e, true)}</code>`;
  }
  br(e) {
    return "<br>";
  }
  del({ tokens: e }) {
    return `<del>${this.parser.parseInline(e)}</del>`;
  }
  link({ href: e, title: t, text: n, tokens: r, autolink: s }) {
    let o = s ? y(n, true) : this.parser.parseInline(r), i = xe(e);
    if (i === null) return o;
    e = y(i, s);
    let a = '<a href="' + e + '"';
    return t && (a += ' title="' + y(t) + '"'), a += ">" + o + "</a>", a;
  }
  image({ href: e, title: t, text: n, tokens: r }) {
    r && (n = this.parser.parseInline(r, this.parser.textRenderer));
    let s = xe(e);
    if (s === null) return y(n);
    e = s;
    let o = `<img src="${y(e)}" alt="${y(n)}"`;
    return t && (o += ` title="${y(t)}"`), o += ">", o;
  }
  text(e) {
    return "tokens" in e && e.tokens ? this.parser.parseInline(e.tokens) : "escaped" in e && e.escaped ? e.text : y(e.text);
  }
};
var z = class {
  parser;
  strong({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  em({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  codespan({ text: e }) {
    return e;
  }
  del({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  html({ text: e }) {
    return e;
  }
  text({ text: e }) {
    return e;
  }
  link({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  image({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  br() {
    return `
`;
  }
  checkbox({ raw: e }) {
    return e;
  }
};
var P = class l2 {
  options;
  renderer;
  textRenderer;
  constructor(e) {
    this.options = e || S, this.options.renderer = this.options.renderer || new I(), this.renderer = this.options.renderer, this.renderer.options = this.options, this.renderer.parser = this, this.textRenderer = new z(), this.textRenderer.parser = this;
  }
  static parse(e, t) {
    return new l2(t).parse(e);
  }
  static parseInline(e, t) {
    return new l2(t).parseInline(e);
  }
  parse(e) {
    this.renderer.parser = this;
    let t = "";
    for (let n = 0; n < e.length; n++) {
      let r = e[n];
      if (this.options.extensions?.renderers?.[r.type]) {
        let o = r, i = this.options.extensions.renderers[o.type].call({ parser: this }, o);
        if (i !== false || !["space", "hr", "heading", "code", "table", "blockquote", "list", "checkbox", "html", "def", "paragraph", "text"].includes(o.type)) {
          t += i === false ? "" : i ?? "";
          continue;
        }
      }
      let s = r;
      switch (s.type) {
        case "space": {
          t += this.renderer.space(s);
          break;
        }
        case "hr": {
          t += this.renderer.hr(s);
          break;
        }
        case "heading": {
          t += this.renderer.heading(s);
          break;
        }
        case "code": {
          t += this.renderer.code(s);
          break;
        }
        case "table": {
          t += this.renderer.table(s);
          break;
        }
        case "blockquote": {
          t += this.renderer.blockquote(s);
          break;
        }
        case "list": {
          t += this.renderer.list(s);
          break;
        }
        case "checkbox": {
          t += this.renderer.checkbox(s);
          break;
        }
        case "html": {
          t += this.renderer.html(s);
          break;
        }
        case "def": {
          t += this.renderer.def(s);
          break;
        }
        case "paragraph": {
          t += this.renderer.paragraph(s);
          break;
        }
        case "text": {
          t += this.renderer.text(s);
          break;
        }
        default: {
          let o = 'Token with "' + s.type + '" type was not found.';
          if (this.options.silent) return console.error(o), "";
          throw new Error(o);
        }
      }
    }
    return t;
  }
  parseInline(e, t = this.renderer) {
    this.renderer.parser = this;
    let n = "";
    for (let r = 0; r < e.length; r++) {
      let s = e[r];
      if (this.options.extensions?.renderers?.[s.type]) {
        let i = this.options.extensions.renderers[s.type].call({ parser: this }, s);
        if (i !== false || !["escape", "html", "link", "image", "checkbox", "strong", "em", "codespan", "br", "del", "text"].includes(s.type)) {
          n += i === false ? "" : i ?? "";
          continue;
        }
      }
      let o = s;
      switch (o.type) {
        case "escape": {
          n += t.text(o);
          break;
        }
        case "html": {
          n += t.html(o);
          break;
        }
        case "link": {
          n += t.link(o);
          break;
        }
        case "image": {
          n += t.image(o);
          break;
        }
        case "checkbox": {
          n += t.checkbox(o);
          break;
        }
        case "strong": {
          n += t.strong(o);
          break;
        }
        case "em": {
          n += t.em(o);
          break;
        }
        case "codespan": {
          n += t.codespan(o);
          break;
        }
        case "br": {
          n += t.br(o);
          break;
        }
        case "del": {
          n += t.del(o);
          break;
        }
        case "text": {
          n += t.text(o);
          break;
        }
        default: {
          let i = 'Token with "' + o.type + '" type was not found.';
          if (this.options.silent) return console.error(i), "";
          throw new Error(i);
        }
      }
    }
    return n;
  }
};
var A = class {
  options;
  block;
  constructor(e) {
    this.options = e || S;
  }
  static passThroughHooks = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens", "emStrongMask"]);
  static passThroughHooksRespectAsync = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens"]);
  preprocess(e) {
    return e;
  }
  postprocess(e) {
    return e;
  }
  processAllTokens(e) {
    return e;
  }
  emStrongMask(e) {
    return e;
  }
  provideLexer(e = this.block) {
    return e ? w.lex : w.lexInline;
  }
  provideParser(e = this.block) {
    return e ? P.parse : P.parseInline;
  }
};
function M(l3, e) {
  if (Array.isArray(e)) for (let t = 0; t < e.length; t++) l3.push(e[t]);
  else l3.push(e);
}
var ne = class {
  defaults = G();
  options = this.setOptions;
  parse = this.parseMarkdown(true);
  parseInline = this.parseMarkdown(false);
  Parser = P;
  Renderer = I;
  TextRenderer = z;
  Lexer = w;
  Tokenizer = _;
  Hooks = A;
  constructor(...e) {
    this.use(...e);
  }
  walkTokens(e, t) {
    let n = [];
    for (let r of e) switch (M(n, t.call(this, r)), r.type) {
      case "table": {
        let s = r;
        for (let o of s.header) M(n, this.walkTokens(o.tokens, t));
        for (let o of s.rows) for (let i of o) M(n, this.walkTokens(i.tokens, t));
        break;
      }
      case "list": {
        let s = r;
        M(n, this.walkTokens(s.items, t));
        break;
      }
      default: {
        let s = r;
        this.defaults.extensions?.childTokens?.[s.type] ? this.defaults.extensions.childTokens[s.type].forEach((o) => {
          let i = s[o].flat(1 / 0);
          M(n, this.walkTokens(i, t));
        }) : s.tokens && M(n, this.walkTokens(s.tokens, t));
      }
    }
    return n;
  }
  use(...e) {
    let t = this.defaults.extensions || { renderers: /* @__PURE__ */ Object.create(null), childTokens: /* @__PURE__ */ Object.create(null) };
    return e.forEach((n) => {
      let r = { ...n };
      if (r.async = this.defaults.async || r.async || false, n.extensions && (n.extensions.forEach((s) => {
        if (!s.name) throw new Error("extension name required");
        if ("renderer" in s) {
          let o = t.renderers[s.name];
          o ? t.renderers[s.name] = function(...i) {
            let a = s.renderer.apply(this, i);
            return a === false && (a = o.apply(this, i)), a;
          } : t.renderers[s.name] = s.renderer;
        }
        if ("tokenizer" in s) {
          if (!s.level || s.level !== "block" && s.level !== "inline") throw new Error("extension level must be 'block' or 'inline'");
          let o = t[s.level];
          o ? o.unshift(s.tokenizer) : t[s.level] = [s.tokenizer], s.start && (s.level === "block" ? t.startBlock ? t.startBlock.push(s.start) : t.startBlock = [s.start] : s.level === "inline" && (t.startInline ? t.startInline.push(s.start) : t.startInline = [s.start]));
        }
        "childTokens" in s && s.childTokens && (t.childTokens[s.name] = s.childTokens);
      }), r.extensions = t), n.renderer) {
        let s = this.defaults.renderer || new I(this.defaults);
        for (let o in n.renderer) {
          if (!(o in s)) throw new Error(`renderer '${o}' does not exist`);
          if (["options", "parser"].includes(o)) continue;
          let i = o, a = n.renderer[i], c = s[i];
          s[i] = (...u) => {
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d === false ? "" : d ?? "";
          };
        }
        r.renderer = s;
      }
      if (n.tokenizer) {
        let s = this.defaults.tokenizer || new _(this.defaults);
        for (let o in n.tokenizer) {
          if (!(o in s)) throw new Error(`tokenizer '${o}' does not exist`);
          if (["options", "rules", "lexer"].includes(o)) continue;
          let i = o, a = n.tokenizer[i], c = s[i];
          s[i] = (...u) => {
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d;
          };
        }
        r.tokenizer = s;
      }
      if (n.hooks) {
        let s = this.defaults.hooks || new A();
        for (let o in n.hooks) {
          if (!(o in s)) throw new Error(`hook '${o}' does not exist`);
          if (["options", "block"].includes(o)) continue;
          let i = o, a = n.hooks[i], c = s[i];
          A.passThroughHooks.has(o) ? s[i] = (u) => {
            if (s.options.async && A.passThroughHooksRespectAsync.has(o)) return (async () => {
              let h = await a.call(s, u);
              return c.call(s, h);
            })();
            let d = a.call(s, u);
            return c.call(s, d);
          } : s[i] = (...u) => {
            if (s.options.async) return (async () => {
              let h = await a.apply(s, u);
              return h === false && (h = await c.apply(s, u)), h;
            })();
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d;
          };
        }
        r.hooks = s;
      }
      if (n.walkTokens) {
        let s = this.defaults.walkTokens, o = n.walkTokens;
        r.walkTokens = function(i) {
          let a = [];
          return M(a, o.call(this, i)), s && M(a, s.call(this, i)), a;
        };
      }
      this.defaults = { ...this.defaults, ...r };
    }), this;
  }
  setOptions(e) {
    return this.defaults = { ...this.defaults, ...e }, this;
  }
  lexer(e, t) {
    return w.lex(e, t ?? this.defaults);
  }
  parser(e, t) {
    return P.parse(e, t ?? this.defaults);
  }
  parseMarkdown(e) {
    return (n, r) => {
      let s = { ...r }, o = { ...this.defaults, ...s }, i = this.onError(!!o.silent, !!o.async);
      if (this.defaults.async === true && s.async === false) return i(new Error("marked(): The async option was set to true by an extension. Remove async: false from the parse options object to return a Promise."));
      if (typeof n > "u" || n === null) return i(new Error("marked(): input parameter is undefined or null"));
      if (typeof n != "string") return i(new Error("marked(): input parameter is of type " + Object.prototype.toString.call(n) + ", string expected"));
      if (o.hooks && (o.hooks.options = o, o.hooks.block = e), o.async) return (async () => {
        let a = o.hooks ? await o.hooks.preprocess(n) : n, u = await (o.hooks ? await o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(a, o), d = o.hooks ? await o.hooks.processAllTokens(u) : u;
        o.walkTokens && await Promise.all(this.walkTokens(d, o.walkTokens));
        let p = await (o.hooks ? await o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(d, o);
        return o.hooks ? await o.hooks.postprocess(p) : p;
      })().catch(i);
      try {
        o.hooks && (n = o.hooks.preprocess(n));
        let c = (o.hooks ? o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(n, o);
        o.hooks && (c = o.hooks.processAllTokens(c)), o.walkTokens && this.walkTokens(c, o.walkTokens);
        let d = (o.hooks ? o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(c, o);
        return o.hooks && (d = o.hooks.postprocess(d)), d;
      } catch (a) {
        return i(a);
      }
    };
  }
  onError(e, t) {
    return (n) => {
      if (n.message += `
Please report this to https://github.com/markedjs/marked.`, e) {
        let r = "<p>An error occurred:</p><pre>" + y(n.message + "", true) + "</pre>";
        return t ? Promise.resolve(r) : r;
      }
      if (t) return Promise.reject(n);
      throw n;
    };
  }
};
var v = new ne();
function x(l3, e) {
  return v.parse(l3, e);
}
x.options = x.setOptions = function(l3) {
  return v.setOptions(l3), x.defaults = v.defaults, ue(x.defaults), x;
};
x.getDefaults = G;
x.defaults = S;
function jt(...l3) {
  return v.use(...l3), x.defaults = v.defaults, ue(x.defaults), x;
}
x.use = jt;
x.walkTokens = function(l3, e) {
  return v.walkTokens(l3, e);
};
x.parseInline = v.parseInline;
x.Parser = P;
x.parser = P.parse;
x.Renderer = I;
x.TextRenderer = z;
x.Lexer = w;
x.lexer = w.lex;
x.Tokenizer = _;
x.Hooks = A;
x.parse = x;
var En = x.options;
var zn = x.setOptions;
var Mn = x.walkTokens;
var Bn = x.parseInline;
var qn = P.parse;
var vn = w.lex;

// src/report/table-rows.ts
var PART_CHARACTERS = 32 * 1024;
function* tableRowsMarkdownParts(block, bound) {
  if (typeof block === "string") return yield block;
  const text = new TextParts(bound);
  if (block.first) text.add(`${rowMarkdown(block.head)}|${block.head.map(() => "---|").join("")}
`);
  for (const row of block.rows) {
    text.add("|");
    for (const cell of row) if (text.add(` ${cell} |`)) yield text.take();
    text.add("\n");
  }
  if (!text.empty) yield text.take();
}
var TextParts = class {
  #pieces = [];
  #size = 0;
  #bound;
  constructor(bound) {
    this.#bound = bound;
  }
  /** Adds a piece; true once the part has reached the bound and is to be taken. */
  add(piece) {
    this.#pieces.push(piece);
    this.#size += piece.length;
    return this.#size >= this.#bound;
  }
  get empty() {
    return this.#size === 0;
  }
  take() {
    const text = this.#pieces.join("");
    this.#pieces = [];
    this.#size = 0;
    return text;
  }
};
function rowMarkdown(cells) {
  return `| ${cells.join(" | ")} |
`;
}
function* tableRuns(head, rows, count2, bound) {
  let run = [];
  let size = 0;
  let done = 0;
  for (const row of rows) {
    run.push(row);
    size += row.reduce((n, cell) => n + cell.length + 3, 2);
    if (size >= bound || done + run.length === count2) {
      yield { head, rows: run, first: done === 0, last: done + run.length === count2 };
      done += run.length;
      run = [];
      size = 0;
    }
  }
}

// src/report/guide-search.ts
function searchFold(text) {
  return text.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase();
}
var INDEX_HITS = 50;
function searchEntries(folded, query, limit) {
  const starts = [];
  const within = [];
  for (let i = 0; i < folded.length; i++) {
    const at2 = folded[i].indexOf(query);
    if (at2 === 0) starts.push(i);
    else if (at2 > 0) within.push(i);
  }
  return { hits: starts.concat(within).slice(0, limit), total: starts.length + within.length };
}

// src/report/guide-html.ts
var marked = new ne({ gfm: true, async: false });
function* guideHtmlParts(title, sections, options = {}) {
  const back = options.index === void 0 ? "" : `<nav><a href="${markdownHtml(options.index)}">All languages</a></nav> `;
  const hits = options.entries === void 0 ? "" : '<ol id="hits" hidden></ol>\n';
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
    if (typeof section === "string") yield marked.parse(section, { async: false });
    else yield* tableRunHtml(section);
  }
  yield "</main>\n";
  if (options.entries !== void 0) {
    yield '<script type="application/json" id="entries">';
    for (const part of options.entries) yield scriptJson(part);
    yield "</script>\n";
  }
  yield `<script>${SCRIPT}${options.entries === void 0 ? "" : INDEX_SCRIPT}</script>
</body>
</html>
`;
}
function* tableRunHtml(run) {
  const html = new TextParts(TABLE_PART_CHARACTERS);
  if (run.first) html.add(`<table>
<thead>
<tr>
${run.head.map((cell) => tableCell("th", cell)).join("")}</tr>
</thead>
<tbody>`);
  for (const row of run.rows) {
    html.add("<tr>\n");
    for (let n = 0; n < run.head.length; n++) if (html.add(tableCell("td", row[n] ?? ""))) yield html.take();
    html.add("</tr>\n");
  }
  if (run.last) html.add("</tbody></table>\n");
  if (!html.empty) yield html.take();
}
var TABLE_PART_CHARACTERS = PART_CHARACTERS;
var cellLexer = new marked.Lexer(marked.defaults);
var cellParser = new marked.Parser(marked.defaults);
function tableCell(tag, markdown) {
  cellLexer.state.inRawBlock = false;
  const tokens = cellLexer.inlineTokens(markdown.trim().replace(/\\\|/g, "|"));
  return `<${tag}>${cellParser.parseInline(tokens)}</${tag}>
`;
}
var STYLE = `
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
var SCRIPT = `
(function(){var fold=${searchFold.toString()};var box=document.getElementById('find');var count=document.getElementById('found');var rows=null;
box.addEventListener('input',function(){var q=fold(box.value.trim());
if(rows===null){rows=Array.prototype.map.call(document.querySelectorAll('main tbody tr'),function(r){return[r,fold(r.textContent)]})}
var shown=0;for(var i=0;i<rows.length;i++){var hit=q===''||rows[i][1].indexOf(q)!==-1;rows[i][0].className=hit?'':'hidden';if(hit)shown++}
count.textContent=q===''?'':shown+' of '+rows.length+' rows';});})();`;
var INDEX_SCRIPT = `
(function(){var fold=${searchFold.toString()};var find=${searchEntries.toString()};
var data=JSON.parse(document.getElementById('entries').textContent);var entries=data.entries;var places=data.places;var box=document.getElementById('find');var count=document.getElementById('found');var list=document.getElementById('hits');var folded=null;
box.addEventListener('input',function(){var q=fold(box.value.trim());while(list.firstChild)list.removeChild(list.firstChild);
if(q===''){list.hidden=true;return}
if(folded===null)folded=entries.map(function(e){return fold(e[0])});
var found=find(folded,q,${INDEX_HITS});
found.hits.forEach(function(i){var e=entries[i];var p=places[e[1]];var li=document.createElement('li');var a=document.createElement('a');a.href=p[1]+'#'+e[2];a.textContent=e[0];var at=document.createElement('span');at.textContent=' '+p[0];li.appendChild(a);li.appendChild(at);list.appendChild(li)});
list.hidden=found.total===0;count.textContent=found.total===0?'nothing found':found.total>found.hits.length?'first '+found.hits.length+' of '+found.total+' found':found.total+' found';});})();`;
function scriptJson(json) {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// src/report/guide-index-entries.ts
function* guideIndexJson(guide, extension) {
  const places = [];
  for (const item of indexItems(guide, extension)) if (item.length === 2) places.push(item);
  yield `{"places":${JSON.stringify(places)},"entries":[`;
  const part = new TextParts(PART_CHARACTERS);
  let first = true;
  for (const item of indexItems(guide, extension)) {
    if (item.length === 2) continue;
    if (!part.empty || !first) part.add(",");
    if (part.add(JSON.stringify(item))) {
      yield part.take();
      first = false;
    }
  }
  part.add("]}");
  yield part.take();
}
function* indexItems(guide, extension) {
  let places = 0;
  for (const language of guide.languages) {
    const page = `${encodeURIComponent(language.page)}${extension}`;
    const where = `${language.title} (${language.language})`;
    yield [`${where} \xB7 list`, page];
    const lists = places++;
    for (const list of language.lists) {
      yield [list.name, lists, encodeURIComponent(list.anchor)];
      yield [`${where} \xB7 rule of ${list.name}`, page];
      const rules = places++;
      for (const group of list.conventions) for (const r of group.rules) yield [`${r.words}: ${r.valueWords} (${r.group}.${r.rule})`, rules, encodeURIComponent(r.anchor)];
      yield [`${where} \xB7 instruction of ${list.name}`, page];
      const instructions = places++;
      for (const i of list.instructions) yield [i.label, instructions, encodeURIComponent(i.anchor)];
    }
    for (const d of language.terminology) {
      yield [`${where} \xB7 term of ${d.glossary} (${d.source_lang} \u2192 ${d.target_lang})`, page];
      const terms = places++;
      for (const t of d.terms) {
        const also = t.admitted === void 0 ? [] : [`also acceptable: ${t.admitted.map((a) => a.term).join(", ")}`];
        const not = t.forbidden === void 0 ? [] : [`forbidden: ${t.forbidden.map((f) => f.term).join(", ")}`];
        const notes = [...also, ...not];
        yield [`${t.source} \u2192 ${t.target}${notes.length === 0 ? "" : ` (${notes.join("; ")})`}`, terms, encodeURIComponent(t.anchor)];
      }
    }
  }
}

// src/report/guide-outline.ts
function guideOutline(language) {
  return GUIDE_SECTIONS.map((s) => {
    const hasRules = language.lists.some((l3) => l3.conventions.some((g2) => g2.rules.some((r) => r.section === s.id)));
    const hasInstructions = language.lists.some((l3) => l3.instructions.some((i) => i.section === s.id));
    const terms = s.id === "natural-expression" && language.terminology.some((d) => d.terms.length > 0);
    return {
      id: s.id,
      title: s.title,
      format: "format" in s,
      anchor: language.sections[s.id],
      hasRules,
      *rules() {
        for (const l3 of language.lists) for (const g2 of l3.conventions) for (const r of g2.rules) if (r.section === s.id) yield [r, l3.name];
      },
      *instructions() {
        for (const l3 of language.lists) for (const i of l3.instructions) if (i.section === s.id) yield [i, l3.name];
      },
      decided: hasRules || hasInstructions || terms
    };
  });
}
function decidedSectionCount(language) {
  return guideOutline(language).filter((s) => s.decided).length;
}

// src/report/guide-changes.ts
function guideChanges(before, after) {
  const old = before.languages.find((l3) => l3.language === after.language);
  const oldLists = new Map((old?.lists ?? []).map((l3) => [l3.name, l3]));
  const changes = {
    lists: { added: after.lists.filter((l3) => !oldLists.has(l3.name)).map((l3) => l3.name), removed: [...oldLists.keys()].filter((n) => !after.lists.some((l3) => l3.name === n)) },
    rules: [],
    instructions: [],
    terms: [],
    notes: []
  };
  for (const list of after.lists) {
    const was = oldLists.get(list.name);
    if (!was) continue;
    changes.rules.push(...diffRules(ruleMap(was), ruleMap(list)).map((c) => ({ ...c, list: list.name })));
    changes.instructions.push(...instructionsChanged(was, list));
  }
  changes.terms = termsChanged(old?.terminology ?? [], after.terminology);
  changes.notes = notesChanged(old?.terminology ?? [], after.terminology);
  return changes;
}
function hasChanges(c) {
  return c.lists.added.length + c.lists.removed.length + c.rules.length + c.instructions.length + c.terms.length + c.notes.length > 0;
}
function ruleMap(list) {
  return Object.fromEntries(list.conventions.map((g2) => [g2.group, Object.fromEntries(g2.rules.map((r) => [r.rule, r.value]))]));
}
function instructionsChanged(was, now) {
  const live = was.instructions.map((i) => ({ id: i.label, label: i.label, prompt: i.prompt, ...i.source_language === void 0 ? {} : { source_language: i.source_language } }));
  const desired = now.instructions.map((i) => ({ label: i.label, prompt: i.prompt, ...i.source_language === void 0 ? {} : { source_language: i.source_language }, file: now.file, line: 0, col: 0 }));
  return instructionChanges(desired, live, now.file).flatMap((c) => {
    if (c.kind === "create_instruction") return [{ list: now.name, label: c.after.label, kind: "added" }];
    if (c.kind === "update_instruction") return [{ list: now.name, label: c.after.label, kind: "changed" }];
    if (c.kind === "delete_instruction") return [{ list: now.name, label: c.before.label, kind: "removed" }];
    return [];
  });
}
var key = (d) => `${d.glossary}\0${d.source_lang}\0${d.target_lang}`;
function termsChanged(before, after) {
  const entries = (d) => new Map(d.terms.map((t) => [t.source, t.target]));
  const old = new Map(before.map((d) => [key(d), d]));
  const out = [];
  for (const d of after) {
    const was = old.get(key(d));
    old.delete(key(d));
    const plan = diffTerms(d, entries(d), was === void 0 ? void 0 : entries(was));
    if (plan) out.push({ glossary: d.glossary, plan });
  }
  for (const d of old.values()) out.push({ glossary: d.glossary, plan: removedDictionary(d, entries(d)) });
  return out;
}
function notesChanged(before, after) {
  const old = new Map(before.map((d) => [key(d), new Map(d.terms.map((t) => [t.source, t]))]));
  const out = [];
  for (const d of after) {
    const was = old.get(key(d));
    if (was === void 0) continue;
    for (const term of d.terms) {
      const prior = was.get(term.source);
      if (prior === void 0) continue;
      const fields = noteFields(prior, term);
      if (fields.length > 0) out.push({ glossary: d.glossary, source_lang: d.source_lang, target_lang: d.target_lang, source: term.source, fields });
    }
  }
  return out;
}
function noteFields(before, after) {
  const fields = [];
  const admitted = (t) => (t.admitted ?? []).map((a) => a.note === void 0 ? a.term : `${a.term}\0${a.note}`);
  if (!sameList(admitted(before), admitted(after))) fields.push({ field: "admitted", before: (before.admitted ?? []).map((a) => a.term), after: (after.admitted ?? []).map((a) => a.term) });
  const forbidden = (t) => (t.forbidden ?? []).map((f) => [f.term, f.note ?? "", f.status ?? ""].join("\0"));
  if (!sameList(forbidden(before), forbidden(after))) fields.push({ field: "forbidden", before: (before.forbidden ?? []).map((f) => f.term), after: (after.forbidden ?? []).map((f) => f.term) });
  if (before.definition !== after.definition) fields.push({ field: "definition" });
  if (before.note !== after.note) fields.push({ field: "note" });
  if (before.doNotTranslate !== after.doNotTranslate) fields.push({ field: "translate" });
  return fields;
}
function sameList(a, b) {
  return a.length === b.length && a.every((v2, i) => v2 === b[i]);
}

// src/report/guide-dated.ts
var DATED_NAMES = 5;
function datedSection(language, history) {
  const scope = history.since === void 0 ? `the last ${history.limit} commits` : `the commits since ${markdownCode(boundedText(history.since))}`;
  const out = ["## What\u2019s new by date", "", `From ${scope} that touched the style files, newest first.`, ""];
  const rows = [];
  for (const commit of history.commits) {
    const then = commit.after.languages.find((l3) => l3.language === language.language) ?? { ...language, lists: [], terminology: [] };
    const changes = guideChanges(commit.before, then);
    const was = commit.before.languages.find((l3) => l3.language === language.language);
    const notes = notesChanged2(was, then);
    if (!hasChanges(changes) && notes.length === 0) continue;
    rows.push(`| ${markdownText(commit.date)} | ${changeWords(commit, changes, notes)} | ${sectionsChanged(language, [then, ...was === void 0 ? [] : [was]], changes)} |`);
  }
  if (rows.length === 0) out.push("None of them changed this language.", "");
  else out.push("| Date | Change | Sections changed |", "|---|---|---|", ...rows, "");
  if (history.shallow) out.push("*This clone\u2019s history is shallow: its oldest commit, whose parent it lacks, is left out (`fetch-depth: 0` on actions/checkout, or `git fetch --unshallow`, shows the rest).*", "");
  if (history.cut) out.push(`*Only the newest ${history.limit} commits are read (the most the guide reads of the history).*`, "");
  return out;
}
function notesChanged2(was, now) {
  const changed = (items, before) => items.flatMap(({ name, note }) => note !== void 0 && before.find((b) => b.name === name)?.note !== note ? [[name, note]] : []);
  const glossaries = (l3) => [...new Map((l3?.terminology ?? []).map((d) => [d.glossary, { name: d.glossary, ...d.note === void 0 ? {} : { note: d.note } }])).values()];
  return [...changed(now.lists, was?.lists ?? []), ...changed(glossaries(now), glossaries(was))];
}
function changeWords(commit, c, notes) {
  const parts = [];
  const count2 = (n, what) => n > 0 ? `${n} ${what}` : "";
  const rules = [count2(c.rules.filter((r) => r.before === void 0).length, "set"), count2(c.rules.filter((r) => r.before !== void 0 && r.after !== void 0).length, "changed"), count2(c.rules.filter((r) => r.after === void 0).length, "removed")].filter(Boolean);
  if (rules.length > 0) parts.push(`rules ${rules.join(", ")}`);
  const kinds = ["added", "changed", "removed"].map((k) => count2(c.instructions.filter((i) => i.kind === k).length, k)).filter(Boolean);
  if (kinds.length > 0) parts.push(`instructions ${kinds.join(", ")}`);
  const added = c.terms.reduce((n, t) => n + t.plan.added.length, 0);
  const changed = c.terms.reduce((n, t) => n + t.plan.changed.length, 0) + c.notes.length;
  const removedTerms = c.terms.flatMap((t) => t.plan.removed.map(([source]) => source));
  const terms = [count2(added, "added"), count2(changed, "changed"), count2(removedTerms.length, "removed")].filter(Boolean);
  if (terms.length > 0) parts.push(`terms ${terms.join(", ")}`);
  if (c.lists.added.length > 0) parts.push(`list ${c.lists.added.map(markdownText).join(", ")} added`);
  if (c.lists.removed.length > 0) parts.push(`list ${c.lists.removed.map(markdownText).join(", ")} removed`);
  const removed = [
    ...c.rules.filter((r) => r.after === void 0).map((r) => ruleInWords(r.rule)),
    ...c.instructions.filter((i) => i.kind === "removed").map((i) => i.label),
    ...removedTerms
  ];
  const named = removed.length === 0 ? "" : `<br>Removed: ${removed.slice(0, DATED_NAMES).map((r) => markdownText(r)).join(", ")}${removed.length > DATED_NAMES ? ` and ${removed.length - DATED_NAMES} more` : ""}`;
  const noted = notes.map(([name, note]) => `<br>${markdownText(name)}: ${markdownText(boundedText(note, FILE_NOTE_MAX_CHARS))}`).join("");
  return `${markdownText(boundedText(commit.subject, 200))} (${markdownCode(commit.sha.slice(0, 7))})${noted}${parts.length > 0 ? `<br>${parts.join("; ")}` : ""}${named}`;
}
function sectionsChanged(language, at2, c) {
  const touched = /* @__PURE__ */ new Set();
  for (const r of c.rules) touched.add(sectionOfRule(r.group, r.rule));
  for (const i of c.instructions) {
    const section = at2.map((l3) => l3.lists.find((x2) => x2.name === i.list)?.instructions.find((x2) => x2.label === i.label)?.section).find((x2) => x2 !== void 0);
    touched.add(section ?? "formality-and-tone");
  }
  if (c.terms.length + c.notes.length > 0) touched.add("natural-expression");
  const links = GUIDE_SECTIONS.filter((s) => touched.has(s.id)).map((s) => `[${s.title}](#${language.sections[s.id]})`);
  if (c.lists.added.length + c.lists.removed.length > 0) links.push("Lists");
  return links.join(", ");
}

// src/report/guide-markdown.ts
var GUIDE_NOTE = "Generated by `stylesync guide` from the style files and glossary files in git: edit those, not this page.";
function guideIndexMarkdown(guide, links) {
  const out = ["# Style guide", "", GUIDE_NOTE, "", ...aboutSection("##", guide.about)];
  if (guide.languages.length === 0) {
    out.push("No style file declares a list yet.", "");
    return out.join("\n");
  }
  out.push("| Language | Lists | Decided sections | Rules | Instructions | Terms |", "|---|---|---|---|---|---|");
  for (const language of guide.languages) {
    const rules = language.lists.reduce((n, l3) => n + l3.conventions.reduce((m, g2) => m + g2.rules.length, 0), 0);
    const instructions = language.lists.reduce((n, l3) => n + l3.instructions.length, 0);
    const terms = language.terminology.reduce((n, d) => n + d.terms.length, 0);
    const title = `${markdownText(language.title)} (${markdownText(language.language)})`;
    out.push(`| [${title}](${language.page}${links.extension}) | ${language.lists.map((l3) => markdownText(l3.name)).join(", ")} | ${decidedSectionCount(language)} of ${GUIDE_SECTIONS.length} | ${count(rules)} | ${count(instructions)} | ${count(terms)} |`);
  }
  out.push("", `**Side by side:** [every rule, instruction and term in all languages](matrix${links.extension})`, "");
  return out.join("\n");
}
function count(n) {
  return n.toLocaleString("en");
}
var LANGUAGE_PART_CHARACTERS = PART_CHARACTERS;
function* guideLanguageSections(language, about, whatsNew, history) {
  let first = true;
  for (const section of languageSections(language, about, whatsNew, history)) {
    if (!first) yield "\n";
    first = false;
    if ("lines" in section) yield* headingParts(section.lines);
    else yield* section;
  }
}
function* headingParts(lines) {
  let part = [];
  let size = 0;
  for (const line of lines) {
    if (size >= LANGUAGE_PART_CHARACTERS && part.length > 0 && part.at(-1) === "" && line.startsWith("#")) {
      yield `${part.join("\n")}
`;
      part = [];
      size = 0;
    }
    part.push(line);
    size += line.length + 1;
  }
  yield part.join("\n");
}
function* languageSections(language, about, whatsNew, history) {
  yield { lines: headLines(language, about, whatsNew, history) };
  for (const list of language.lists) yield { lines: listSection(list, language.language, language.terminology) };
  if (language.terminology.length > 0) {
    yield { lines: ["## Terminology", ""] };
    for (const d of language.terminology) yield dictionaryParts(d);
  }
}
function* headLines(language, about, whatsNew, history) {
  yield* [`# ${markdownText(language.title)} (${markdownText(language.language)}): style guide`, "", GUIDE_NOTE, ""];
  if (history !== void 0) yield* datedSection(language, history);
  if (whatsNew !== void 0) yield* whatsNewSection(language, whatsNew);
  yield* aboutSection("##", about);
  yield* [`**Lists:** ${language.lists.map((l3) => `[${markdownText(l3.name)}](#${l3.anchor})`).join(" \xB7 ")}`, ""];
  if (language.terminology.length > 0) {
    yield* [`**Terminology:** ${language.terminology.map((d) => `[${dictionaryTitle(d)}](#${d.anchor})`).join(" \xB7 ")}`, ""];
  }
  const outline = guideOutline(language);
  yield* [`**Outline:** ${outline.map((s, n) => `[${n + 1}. ${s.title}](#${s.anchor})`).join(" \xB7 ")}`, ""];
  for (const [n, section] of outline.entries()) yield* outlineSection(section, n + 1, language);
  yield* ["## Lists", ""];
}
var NOT_DECIDED = "Not decided in this style guide.";
function* outlineSection(section, number, language) {
  yield* [`## <a id="${section.anchor}"></a>${number}. ${section.title}`, ""];
  if (!section.decided) return yield* [NOT_DECIDED, ""];
  const several = language.lists.length > 1;
  const list = (name) => several ? ` ${markdownText(name)} |` : "";
  if (section.hasRules) {
    const head = section.format ? ["Name", "Format", "Example"] : ["Rule", "Value"];
    const columns = [...head, ...several ? ["List"] : [], "Identifier"];
    yield* [`| ${columns.join(" | ")} |`, `|${columns.map(() => "---|").join("")}`];
    for (const [rule, name] of section.rules()) {
      const example = section.format ? ` ${exampleCell(rule.example)} |` : "";
      yield `| <a id="${rule.anchor}"></a>${markdownText(rule.words)} | ${markdownText(rule.valueWords)} |${example}${list(name)} ${code(`${rule.group}.${rule.rule}: ${rule.value}`)} |`;
    }
    yield "";
  }
  for (const [instruction, name] of section.instructions()) {
    yield* [`### <a id="${instruction.anchor}"></a>${markdownText(instruction.label)}`, ""];
    const said = [several ? `From ${markdownText(name)}.` : "", instruction.source_language === void 0 ? "" : `For source language ${markdownText(instruction.source_language)}.`].filter(Boolean).join(" ");
    if (said !== "") yield* [said, ""];
    yield* [`> ${markdownText(instruction.prompt)}`, ""];
    if (instruction.advice !== void 0) yield* [`\u26A0 Open warning: goes against the service's advice (${instruction.advice.map(markdownText).join("; ")}); see \`stylesync validate\`.`, ""];
  }
  if (section.id === "natural-expression" && language.terminology.some((d) => d.terms.length > 0)) {
    yield* [`Borrowed words and fixed translations: ${language.terminology.map((d) => `[${dictionaryTitle(d)}](#${d.anchor})`).join(" \xB7 ")}.`, ""];
  }
}
function exampleCell(example) {
  if (example === void 0) return "";
  return example.from === "sample" ? `${markdownText(example.text)} (from a sample translation)` : `${markdownText(example.text)} (illustration)`;
}
function listSection(list, language, terminology) {
  const out = [`### <a id="${list.anchor}"></a>${markdownText(list.name)}`, ""];
  const from = [`From ${markdownText(list.file)}.`];
  const glossary = (name) => {
    const anchor = terminology.find((d) => d.glossary === name)?.anchor;
    return anchor === void 0 ? markdownText(name) : `[${markdownText(name)}](#${anchor})`;
  };
  if (list.glossaries.length > 0) from.push(`Terminology from ${list.glossaries.map(glossary).join(", ")}.`);
  const rules = list.conventions.reduce((n, g2) => n + g2.rules.length, 0);
  from.push(rules === 0 ? "No configured rules: the service\u2019s defaults apply." : `${plural(rules, "configured rule")} and ${plural(list.instructions.length, "instruction")}, shown in the outline above.`);
  out.push(from.join(" "), "", ...aboutSection("####", list.about));
  out.push(...samplesSection(list, language));
  return out;
}
var SAMPLES_HOW = "Run `stylesync plan --check-translations` (or `stylesync guide --translate`) to record them.";
function samplesSection(list, language) {
  if (list.samples.length === 0) return [];
  const out = ["### Sample translations", ""];
  const current = list.samples.filter((s) => s.status === "current");
  if (current.length > 0) {
    const into = current.some((s) => s.target_language.toLowerCase() !== language);
    out.push(into ? "| Example | Into | Translation |" : "| Example | Translation |", into ? "|---|---|---|" : "|---|---|");
    for (const s of current) out.push(`| ${markdownText(s.text)} |${into ? ` ${markdownText(s.target_language)} |` : ""} ${markdownText(s.translation ?? "")} |`);
    out.push("");
    const used = current[0]?.glossaries ?? [];
    const withWhat = used.length === 0 ? "" : ` and the ${used.length === 1 ? "glossary" : "glossaries"} ${used.map(markdownText).join(", ")}`;
    const when = current.map((s) => s.recorded_at ?? "").sort().at(-1)?.slice(0, 10) ?? "";
    out.push(`Translated by the service with this list${withWhat}, recorded ${markdownText(when)} by the last translate check.`, "");
  }
  const stale = list.samples.filter((s) => s.status === "stale").length;
  const none = list.samples.filter((s) => s.status === "none").length;
  const missing = [stale > 0 ? `${plural(stale, "example")} changed (or ${stale === 1 ? "its" : "their"} list or glossaries did) since ${stale === 1 ? "its" : "their"} translation was recorded` : "", none > 0 ? `${plural(none, "example")} ${none === 1 ? "has" : "have"} no recorded translation (never checked, or ${none === 1 ? "its" : "their"} last check failed)` : ""].filter(Boolean).join("; ");
  if (missing !== "") out.push(`*${missing}: not shown. ${SAMPLES_HOW}*`, "");
  return out;
}
var WHATS_NEW_TERMS = 60;
function whatsNewSection(language, { since, changes }) {
  const out = [`## What's new since ${markdownCode(boundedText(since))}`, ""];
  if (!hasChanges(changes)) return [...out, "Nothing: the conventions, instructions and terms are as they were.", ""];
  const items = [];
  for (const name of changes.lists.added) items.push(`List ${link(markdownText(name), language.lists.find((l3) => l3.name === name)?.anchor)} added`);
  for (const name of changes.lists.removed) items.push(`List ${markdownText(name)} removed`);
  for (const c of changes.rules) {
    const anchor = language.lists.find((l3) => l3.name === c.list)?.conventions.flatMap((g2) => g2.rules).find((r) => r.group === c.group && r.rule === c.rule)?.anchor;
    const what = c.before === void 0 ? `set to ${words(c.rule, c.after)}` : c.after === void 0 ? `removed (was ${words(c.rule, c.before)})` : `${words(c.rule, c.before)} \u2192 ${words(c.rule, c.after)}`;
    items.push(`${link(markdownText(ruleInWords(c.rule)), anchor)} (${markdownText(c.list)}): ${what}`);
  }
  for (const i of changes.instructions) {
    const anchor = i.kind === "removed" ? void 0 : language.lists.find((l3) => l3.name === i.list)?.instructions.find((x2) => x2.label === i.label)?.anchor;
    items.push(`Instruction ${link(markdownText(i.label), anchor)} (${markdownText(i.list)}) ${i.kind}`);
  }
  out.push(...items.map((item) => `- ${item}`));
  if (items.length > 0) out.push("");
  for (const { glossary, plan } of changes.terms) out.push(...termChanges(language, glossary, plan));
  out.push(...noteChanges(language, changes.notes));
  return out;
}
function noteChanges(language, notes) {
  if (notes.length === 0) return [];
  const anchorOf = (n) => language.terminology.find((d) => d.glossary === n.glossary && d.source_lang === n.source_lang && d.target_lang === n.target_lang)?.terms.find((t) => t.source === n.source)?.anchor;
  const lines = notes.map((n) => `${link(markdownText(n.source), anchorOf(n))} (${markdownText(n.glossary)}, ${markdownText(n.source_lang)} \u2192 ${markdownText(n.target_lang)}): ${n.fields.map(noteChangeWords).join("; ")}`);
  const out = [`**Admitted alternatives, forbidden variants, definitions and notes** (${lines.length} ${lines.length === 1 ? "term" : "terms"})`, ""];
  out.push(...lines.slice(0, WHATS_NEW_TERMS).map((l3) => `- ${l3}`));
  if (lines.length > WHATS_NEW_TERMS) out.push(`- \u2026 and ${lines.length - WHATS_NEW_TERMS} more`);
  out.push("");
  return out;
}
function noteChangeWords(change) {
  if (change.field !== "forbidden" && change.field !== "admitted") return { definition: "definition changed", note: "note changed", translate: "do-not-translate changed" }[change.field];
  const added = change.after.filter((v2) => !change.before.includes(v2));
  const dropped = change.before.filter((v2) => !change.after.includes(v2));
  if (change.field === "admitted") {
    const parts2 = [added.length > 0 && `now also acceptable: ${added.map((term) => admittedTerm({ term })).join(", ")}`, dropped.length > 0 && `no longer acceptable: ${dropped.map(markdownText).join(", ")}`];
    return parts2.filter(Boolean).join(", ") || "admitted alternatives\u2019 notes or order changed";
  }
  const parts = [added.length > 0 && `now forbidden: ${added.map((v2) => forbiddenVariant(v2)).join(", ")}`, dropped.length > 0 && `no longer forbidden: ${dropped.map(markdownText).join(", ")}`];
  return parts.filter(Boolean).join(", ") || "forbidden variants\u2019 notes or order changed";
}
function termChanges(language, glossary, plan) {
  const dictionary = language.terminology.find((d) => d.glossary === glossary && d.source_lang === plan.source_lang && d.target_lang === plan.target_lang);
  const anchorOf = (source) => dictionary?.terms.find((t) => t.source === source)?.anchor;
  const counts = [plan.added.length && `${plan.added.length} added`, plan.changed.length && `${plan.changed.length} changed`, plan.removed.length && `${plan.removed.length} removed`].filter(Boolean).join(", ");
  const out = [`**${markdownText(glossary)}: ${markdownText(plan.source_lang)} \u2192 ${markdownText(plan.target_lang)}** (${plan.action === "delete" ? "no longer used" : counts})`, ""];
  const lines = [
    ...plan.changed.map((c) => `${link(markdownText(c.source), anchorOf(c.source))}: ${markdownText(c.before)} \u2192 ${markdownText(c.after)}`),
    ...plan.added.map(([s, t]) => `${link(markdownText(s), anchorOf(s))}: ${markdownText(t)} (new)`),
    // Said in words, not struck through: on these pages a struck-through word is a forbidden variant.
    ...plan.removed.map(([s, t]) => `removed: ${markdownText(s)}: ${markdownText(t)}`)
  ];
  out.push(...lines.slice(0, WHATS_NEW_TERMS).map((l3) => `- ${l3}`));
  if (lines.length > WHATS_NEW_TERMS) out.push(`- \u2026 and ${lines.length - WHATS_NEW_TERMS} more`);
  out.push("");
  return out;
}
function words(rule, value) {
  return markdownText(valueInWords(rule, value ?? ""));
}
function link(text, anchor) {
  return anchor === void 0 ? text : `[${text}](#${anchor})`;
}
function aboutSection(level, about) {
  if (about === void 0) return [];
  const out = [`${level} Audience and voice`, ""];
  if (about.audience !== void 0) out.push(`**Audience:** ${markdownText(about.audience)}`, "");
  if (about.voice !== void 0) out.push(`**Voice:** ${markdownText(about.voice)}`, "");
  return out;
}
var JUMP_INDEX_FROM = 100;
function* dictionaryParts(d) {
  const out = [`### <a id="${d.anchor}"></a>${dictionaryTitle(d)}`, "", `From ${markdownText(d.file)}: ${count(d.terms.length)} ${d.terms.length === 1 ? "term" : "terms"}.`, ""];
  if (d.terms.length === 0) return yield out.join("\n");
  const jump = d.terms.length >= JUMP_INDEX_FROM && d.initials.length > 1 ? d.initials : [];
  if (jump.length > 0) out.push(`**Jump to:** ${jump.map((i) => `[${markdownText(i.letter)}](#${i.anchor})`).join(" ")}`, "");
  const columns = TERM_COLUMNS.filter((c) => d.terms.some((t) => c.cell(t) !== ""));
  const starts = new Map(jump.map((i) => [i.first, i.anchor]));
  const lang = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(d.target_lang) ? ` lang="${markdownHtml(d.target_lang)}"` : "";
  out.push(`<div class="terms"${lang}>`, "");
  yield `${out.join("\n")}
`;
  const head = ["Source", "Target", ...columns.map((c) => c.title)];
  function* rows() {
    for (const [i, term] of d.terms.entries()) {
      const start = starts.get(i);
      const anchors = `${start === void 0 ? "" : `<a id="${start}"></a>`}<a id="${term.anchor}"></a>`;
      yield [`${anchors}${markdownText(term.source)}`, markdownText(term.target), ...columns.map((c) => c.cell(term))];
    }
  }
  yield* tableRuns(head, rows(), d.terms.length, LANGUAGE_PART_CHARACTERS);
  yield "\n</div>\n";
}
var TERM_COLUMNS = [
  { title: "Also acceptable", cell: (t) => (t.admitted ?? []).map(admittedTerm).join(", ") },
  { title: "Forbidden", cell: (t) => (t.forbidden ?? []).map((f) => forbiddenVariant(f.term, f.note)).join(", ") },
  { title: "Do not translate", cell: (t) => t.doNotTranslate ? "yes" : "" },
  { title: "Definition", cell: (t) => t.definition === void 0 ? "" : markdownText(t.definition) },
  { title: "Note", cell: (t) => t.note === void 0 ? "" : markdownText(t.note) }
];
function forbiddenVariant(variant, note) {
  return `\u2717\xA0~~${markdownText(variant)}~~${note === void 0 ? "" : ` (*${markdownText(note)}*)`}`;
}
function admittedTerm(alternative) {
  const note = alternative.note === void 0 ? "" : ` (*${markdownText(alternative.note)}*)`;
  return `\u2713\xA0${markdownText(alternative.term)}${note}`;
}
function dictionaryTitle(d) {
  return `${markdownText(d.glossary)}: ${markdownText(d.source_lang)} \u2192 ${markdownText(d.target_lang)}`;
}
function code(text) {
  return `<code>${markdownHtml(text).replace(/\|/g, "&#124;")}</code>`;
}

// src/report/guide-matrix.ts
var MATRIX_PART_CHARACTERS = PART_CHARACTERS;
function* guideMatrixBlocks(guide, links) {
  let text = "";
  for (const block of matrixBlocks(guide, links)) {
    if (typeof block === "string") text += block;
    else {
      if (text !== "") yield text;
      text = "";
      yield block;
    }
  }
  if (text !== "") yield text;
}
function* matrixBlocks(guide, links) {
  yield `# Style guide: all languages side by side

[All languages](${links.index}) \xB7 Each cell links to the rule, instruction or term on its language page; a blank cell is left open by that language.

`;
  if (guide.languages.length === 0) return yield "No style file declares a list yet.\n";
  const href = (language, anchor) => `${encodeURIComponent(language.page)}${links.extension}#${encodeURIComponent(anchor)}`;
  const cells = guide.languages.map((language) => index(language));
  function* table(title, first, pick, text) {
    const rows = sortedRows(cells, pick);
    const lead = title === "Rules" ? "" : "\n";
    if (rows.size === 0) return yield `${lead}## ${title}

None.
`;
    yield `${lead}## ${title}

<div class="matrix">

`;
    const head = [first, ...guide.languages.map((l3) => `${markdownText(l3.title)} (${markdownText(l3.language)})`)];
    const lines = mapped(rows, ([key2, label]) => [
      label,
      ...guide.languages.map(
        (language, n) => distinct(pick(cells[n]).get(key2) ?? [], text).map(([cell, anchor]) => `[${markdownText(cell)}](${href(language, anchor)})`).join("<br>")
      )
    ]);
    yield* tableRuns(head, lines, rows.size, MATRIX_PART_CHARACTERS);
    yield "\n</div>\n";
  }
  yield* table("Rules", "Rule", (c) => c.rules, (r) => r.valueWords);
  yield* table("Instructions", "Label", (c) => c.instructions, (i) => excerpt(i.prompt));
  yield* table("Terms", "Source term", (c) => c.terms, (t) => t.target);
}
function index(language) {
  const out = { rules: /* @__PURE__ */ new Map(), instructions: /* @__PURE__ */ new Map(), terms: /* @__PURE__ */ new Map(), labels: /* @__PURE__ */ new Map() };
  const add = (map, key2, label, item) => {
    if (!out.labels.has(key2)) out.labels.set(key2, label());
    const known = map.get(key2);
    if (known === void 0) map.set(key2, [item]);
    else known.push(item);
  };
  for (const list of language.lists) {
    for (const group of list.conventions) for (const r of group.rules) add(out.rules, `r\0${r.group}.${r.rule}`, () => `${markdownText(r.words)} <code>${markdownHtml(`${r.group}.${r.rule}`).replace(/\|/g, "&#124;")}</code>`, r);
    for (const i of list.instructions) add(out.instructions, `i\0${i.label}`, () => markdownText(i.label), i);
  }
  for (const d of language.terminology) {
    for (const t of d.terms) add(out.terms, `t\0${d.source_lang}\0${t.source}`, () => `${markdownText(t.source)} (${markdownText(d.source_lang)})`, t);
  }
  return out;
}
function distinct(items, text) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const item of items) {
    const shown = text(item);
    if (seen.has(shown)) continue;
    seen.add(shown);
    out.push([shown, item.anchor]);
  }
  return out;
}
function sortedRows(cells, pick) {
  const keys = /* @__PURE__ */ new Set();
  for (const c of cells) for (const key2 of pick(c).keys()) keys.add(key2);
  const label = (key2) => cells.find((c) => c.labels.has(key2))?.labels.get(key2);
  return new Map([...keys].sort((a, b) => collator.compare(a, b) || codeUnitOrder(a, b)).map((key2) => [key2, label(key2)]));
}
var collator = new Intl.Collator("en", { sensitivity: "variant", numeric: true });
var MATRIX_PROMPT_CHARACTERS = 80;
function excerpt(prompt) {
  const chars = [...prompt.replace(/\s+/g, " ").trim()];
  return chars.length <= MATRIX_PROMPT_CHARACTERS ? chars.join("") : `${chars.slice(0, MATRIX_PROMPT_CHARACTERS).join("")}\u2026`;
}
function* mapped(items, f) {
  for (const item of items) yield f(item);
}

// src/app/guide-history.ts
var GUIDE_HISTORY_DEFAULT = 10;
var MAX_GUIDE_HISTORY = 100;
var MAX_LOG_BYTES = 4 * 1024 * 1024;
async function guideHistory(options, since) {
  const limit = since === void 0 ? GUIDE_HISTORY_DEFAULT : MAX_GUIDE_HISTORY;
  if (since !== void 0 && (since.startsWith("-") || since.includes("\0"))) return void 0;
  let log;
  try {
    const args = ["log", "--first-parent", "-z", "--format=%H%x1f%cs%x1f%P%x1f%s", `-n${limit + 1}`, since === void 0 ? "HEAD" : `${since}..HEAD`, "--", "."];
    log = (await git(args, { cwd: options.cwd, maxBuffer: MAX_LOG_BYTES })).toString("utf8");
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    return void 0;
  }
  const entries = log.split("\0").filter((e) => e !== "").map((e) => e.split(""));
  const shallow = (await git(["rev-parse", "--is-shallow-repository"], { cwd: options.cwd }).catch(() => "false")).toString().trim() === "true";
  const read = entries.slice(0, limit);
  const guides = /* @__PURE__ */ new Map();
  const guideAt2 = (sha) => {
    if (sha === void 0) return Promise.resolve({ languages: [] });
    let guide = guides.get(sha);
    if (guide === void 0) {
      guide = projectAtRef(options, sha, "nothing was written").then(({ config, result }) => guideModel(result.lists, result.glossaries, config.guide));
      guides.set(sha, guide);
    }
    return guide;
  };
  const commits = [];
  let cutShallow = false;
  for (const [sha = "", date = "", parents = "", subject = ""] of read) {
    if (shallow && parents === "") {
      cutShallow = true;
      continue;
    }
    try {
      commits.push({ sha, date, subject, after: await guideAt2(sha), before: await guideAt2(parents.split(" ")[0] || void 0) });
    } catch (error) {
      if (!(error instanceof StylesyncError)) throw error;
    }
  }
  return { commits, limit, ...since === void 0 ? {} : { since }, ...entries.length > limit ? { cut: true } : {}, ...cutShallow ? { shallow: true } : {} };
}

// src/app/staged-pages.ts
import { mkdtemp, open, rename, rm } from "node:fs/promises";
import path from "node:path";
var STAGING_PREFIX = ".stylesync-guide-staging-";
var JUNCTION = 4096;
async function writeStagedPages(dir, pages, options) {
  const staging = await mkdtemp(path.join(dir, STAGING_PREFIX)).catch((error) => {
    throw writeFailed(`Could not write into ${options.shown} (${options.setting})`, error, options);
  });
  const names = [];
  try {
    for (const [name, parts] of pages) {
      await writePage(path.join(staging, name), parts, path.join(options.shown, name), options);
      names.push(name);
    }
    for (const name of names) {
      await rename(path.join(staging, name), path.join(dir, name)).catch((error) => {
        throw writeFailed(`Could not put ${path.join(options.shown, name)} in place (${options.setting})`, error, options);
      });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return names;
}
async function writePage(file, parts, shown, options) {
  const handle = await open(file, "wx").catch((error) => {
    throw writeFailed(`Could not write ${shown} (${options.setting})`, error, options);
  });
  try {
    let tail = "";
    for (const part of parts) {
      const checked = tail + part;
      const refusal = keyInFile(checked, options.secrets, shown, options.setting);
      if (refusal !== void 0) throw refusal;
      tail = checked.slice(-JUNCTION);
      await handle.write(part).catch((error) => {
        throw writeFailed(`Could not write ${shown} (${options.setting})`, error, options);
      });
    }
  } finally {
    await handle.close();
  }
}
function writeFailed(what, error, options) {
  return new StylesyncError(`${what}: ${error.message}`, `Check that ${options.shown} is writable, or give ${options.setting} another directory.`, {
    code: "write-failed",
    cause: error
  });
}

// src/app/guide.ts
var GUIDE_MARKER = ".stylesync-guide.json";
async function writeGuide(options) {
  const loaded = await loadGuide(options);
  if (loaded.status === "invalid") return loaded;
  const { guide, notes } = loaded;
  const then = options.since === void 0 ? void 0 : await guideAt(options, options.since);
  const history = await guideHistory(options, options.since);
  const dir = path2.resolve(options.cwd, options.out);
  const setting = options.outSetting ?? "--out";
  const within = path2.resolve(options.within ?? options.cwd);
  const linked = await linkOnTheWay(within, dir);
  if (linked !== void 0 && linked !== dir) throw taken(options.out, setting, `${path2.relative(within, linked)} is a symbolic link on the way to ${options.out}`);
  const before = await previousPages(dir, options.out, setting);
  const made = await makeDirOrExplain(dir, setting);
  let written;
  try {
    written = await writeStagedPages(dir, guidePageParts(guide, then === void 0 ? void 0 : { since: options.since, guide: then }, history), { shown: options.out, setting, secrets: options.secrets });
  } catch (error) {
    if (made !== void 0) await removeEmptyDirs(dir, made);
    throw error;
  }
  const removed = before.filter((name) => !written.includes(name));
  for (const name of removed) await rm2(path2.join(dir, name), { force: true });
  await writeOrExplain(path2.join(dir, GUIDE_MARKER), `${JSON.stringify({ written_by: "stylesync guide", files: written }, null, 2)}
`, setting, options.secrets);
  return { status: "written", guide, dir, written, removed, notes };
}
async function loadGuide(options) {
  const { config, result: loaded } = await loadProject(projectOptions(options));
  const { lists, glossaries } = filesRead(loaded);
  const result = addDiagnostics(loaded, checkGlossaryRefs(lists, glossaries).filter((d) => d.severity === "error"));
  if (!result.ok) return { status: "invalid", config, result };
  const samples = await readSamples(config.root);
  const notes = samples.problem === void 0 ? [] : [`${samples.problem}; the guide shows no sample translations. Run \`stylesync plan --check-translations\` to record them again.`];
  return { status: "model", guide: guideModel(result.lists, result.glossaries, config.guide, samples.samples), notes };
}
function* guidePageParts(guide, since, history) {
  for (const language of guide.languages) {
    const whatsNew = since === void 0 ? void 0 : { since: since.since, changes: guideChanges(since.guide, language) };
    const sections = () => guideLanguageSections(language, guide.about, whatsNew, history);
    yield [`${language.page}.md`, flatMapped(sections(), (block) => tableRowsMarkdownParts(block, LANGUAGE_PART_CHARACTERS))];
    yield [`${language.page}.html`, guideHtmlParts(`${language.title} (${language.language}): style guide`, sections(), { index: "index.html" })];
  }
  yield ["matrix.md", flatMapped(guideMatrixBlocks(guide, { extension: ".md", index: "index.md" }), (block) => tableRowsMarkdownParts(block, MATRIX_PART_CHARACTERS))];
  yield ["matrix.html", guideHtmlParts("Style guide: all languages side by side", guideMatrixBlocks(guide, { extension: ".html", index: "index.html" }), { index: "index.html" })];
  yield ["index.md", [guideIndexMarkdown(guide, { extension: ".md" })]];
  yield ["index.html", guideHtmlParts("Style guide", [guideIndexMarkdown(guide, { extension: ".html" })], { entries: guideIndexJson(guide, ".html") })];
}
function* flatMapped(items, f) {
  for (const item of items) yield* f(item);
}
async function removeEmptyDirs(dir, made) {
  for (let at2 = dir; ; at2 = path2.dirname(at2)) {
    try {
      await rmdir(at2);
    } catch {
      return;
    }
    if (at2 === made || path2.dirname(at2) === at2) return;
  }
}
async function guideAt(options, ref) {
  const { config, result } = await projectAtRef(options, ref, "nothing was written");
  return guideModel(result.lists, result.glossaries, config.guide);
}
async function previousPages(dir, shown, setting) {
  const kind = await entryKind(dir);
  if (kind === "missing") return [];
  if (kind !== "dir") throw taken(shown, setting, `${shown} is not a directory of its own (it is ${kind === "link" ? "a symbolic link" : "a file or another kind of entry"})`);
  const entries = [];
  for (const entry of await readdir(dir)) {
    if (STAGING_NAME.test(entry) && await entryKind(path2.join(dir, entry)) === "dir") await rm2(path2.join(dir, entry), { recursive: true, force: true });
    else entries.push(entry);
  }
  if (entries.length === 0) return [];
  if (await entryKind(path2.join(dir, GUIDE_MARKER)) !== "file") throw taken(shown, setting, `${shown} already holds files that stylesync guide did not write`);
  let marker;
  try {
    marker = JSON.parse(await readFile(path2.join(dir, GUIDE_MARKER), "utf8"));
  } catch {
    throw taken(shown, setting, `${shown}/${GUIDE_MARKER} is not the marker stylesync guide writes`);
  }
  const { written_by: by, files } = marker ?? {};
  const pages = Array.isArray(files) ? files.filter((f) => typeof f === "string" && /^[\p{L}\p{N}-]+\.(md|html)$/u.test(f)) : [];
  const listed = new Set(pages);
  const foreign = entries.filter((e) => e !== GUIDE_MARKER && !listed.has(e));
  if (by !== "stylesync guide" || foreign.length > 0) throw taken(shown, setting, `${shown} already holds files that stylesync guide did not write${foreign.length > 0 ? ` (${foreign.slice(0, 3).join(", ")}${foreign.length > 3 ? ", \u2026" : ""})` : ""}`);
  for (const page of pages) {
    const pageKind = await entryKind(path2.join(dir, page));
    if (pageKind !== "file" && pageKind !== "missing") throw taken(shown, setting, `${shown}/${page} is not a regular file (a link or a pipe)`);
  }
  return pages;
}
var STAGING_NAME = new RegExp(`^${escapeRegExp(STAGING_PREFIX)}[A-Za-z0-9]{6}$`);
function taken(shown, setting, what) {
  return new StylesyncError(`${what}, so nothing was written there.`, `Give ${setting} a new or empty directory (for example ${setting} ${path2.join(shown, "guide")}), or the directory an earlier \`stylesync guide\` wrote.`, {
    code: "guide-dir-taken"
  });
}

// src/app/guide-translate.ts
async function translateForGuide(session, options) {
  const planned = await planProject(session, {
    planning: {},
    checks: { ...options.checks, checkTranslations: true },
    env: options.env,
    ...options.onEvent === void 0 ? {} : { onEvent: options.onEvent },
    ...options.onInterrupt === void 0 ? {} : { onInterrupt: options.onInterrupt }
  });
  const languageErrors = planned.checks.languages.diagnostics.filter((d) => d.severity === "error");
  return { ...planned.checks.translations === void 0 ? {} : { report: planned.checks.translations }, languageErrors };
}

// src/cli/guide.ts
function guideCommand(ctx) {
  const command = new Command("guide").description("write the style guide for translators: one page per target language (Markdown and HTML) from the style and glossary files").requiredOption("--out <dir>", "directory to write (new, empty, or one an earlier guide wrote)").option("--since <ref>", "open each page with what changed since this git commit, branch or tag (the files there against the files now)").option("--translate", "translate the examples first, as plan --check-translations does, for the sample translations (billed; needs the key)").option("--max-check-characters <n>", "with --translate: refuse translations that would bill more characters than this", String(DEFAULT_MAX_CHECK_CHARACTERS)).option("--concurrency <n>", "with --translate: requests in flight at once", "4");
  return addTargetOptions(command, "with --translate: ").action(async (flags) => {
    const { io } = ctx;
    const translated = flags.translate ? await translate(ctx, flags) : "done";
    if (translated === "stop") return;
    const outcome = await writeGuide({
      cwd: io.cwd,
      secrets: ctx.secrets(),
      out: flags.out,
      ...flags.since === void 0 ? {} : { since: flags.since },
      ...projectChoice(flags)
    });
    if (outcome.status === "invalid") {
      io.stdout(renderDiagnostics(outcome.result.errors, { format: "text", color: wantsColor(io.isTTY, io.env) }));
      io.stderr(`error: ${validationSummary(outcome.result)}; no guide was written.
hint: Fix the errors above (\`stylesync validate\` shows warnings too), then run guide again.
`);
      ctx.conclude("error");
      return;
    }
    for (const note of outcome.notes) io.stderr(`note: ${terminalText(note)}
`);
    const shown = terminalText(path3.relative(io.cwd, outcome.dir) || ".");
    const languages = outcome.guide.languages;
    const removed = outcome.removed.length > 0 ? `; removed ${outcome.removed.map(terminalText).join(", ")} (no list writes that language now)` : "";
    io.stdout(`Wrote the guide to ${shown}: ${plural(languages.length, "language")} (${languages.map((l3) => terminalText(l3.language)).join(", ") || "none"}), ${plural(outcome.written.length, "page")}; open ${shown}/index.html${removed}.
`);
    ctx.conclude(translated === "interrupted" ? "error" : "ok");
  });
}
async function translate(ctx, flags) {
  const concurrency = parseCount("--concurrency", flags.concurrency, 1);
  const opened = await openCliSession(ctx, flags, { concurrency, command: "guide --translate" });
  const session = reportDiagnostics(opened);
  if (session === void 0) {
    opened.err("error: The style files have errors; no guide was written.\nhint: Fix the errors above, then run guide again.\n");
    ctx.conclude("error");
    return "stop";
  }
  const { report, languageErrors } = await translateForGuide(session, {
    checks: { maxCheckCharacters: parseCount("--max-check-characters", flags.maxCheckCharacters, 0), failOnCheck: true, refreshLanguages: false, concurrency },
    env: ctx.io.env,
    onEvent: (event) => showEvent(session, event),
    ...ctx.io.onInterrupt === void 0 ? {} : { onInterrupt: ctx.io.onInterrupt }
  });
  if (languageErrors.length > 0) session.err(renderDiagnostics(languageErrors, { format: "text", color: session.color }));
  if (report?.refused !== void 0) {
    const code2 = languageErrors.length > 0 ? "language-check-failed" : "over-budget";
    throw new StylesyncError(`${report.refused.message} No guide was written.`, report.refused.hint, { code: code2 });
  }
  if (report?.skipped !== void 0) throw new StylesyncError(`${report.skipped.message} No guide was written.`, report.skipped.hint, { code: "missing-scope" });
  const all = (report?.lists ?? []).flatMap((l3) => l3.examples);
  const notSent = all.filter((e) => e.status === "error" && e.error?.includes(STOPPED) === true).length;
  const failed = all.filter((e) => e.status !== "passed").length - notSent;
  const tag = report?.reporting_tag === void 0 ? "" : ` under reporting tag ${terminalText(report.reporting_tag)}`;
  const cost = report === void 0 ? "" : `, billed ${report.billed_characters} characters${tag} (limit ${report.estimate.limit})`;
  session.err(`Translated ${plural(all.length - notSent, "example")} for the sample translations${cost}.
`);
  if (failed > 0) session.err(`note: ${plural(failed, "example")} failed (a request or an expectation) and ${failed === 1 ? "is" : "are"} not shown; \`stylesync plan --check-translations\` shows why.
`);
  if (notSent === 0) return "done";
  session.err(`note: ${plural(notSent, "example")} ${notSent === 1 ? "was" : "were"} not sent (interrupted); the guide shows ${notSent === 1 ? "its" : "their"} earlier sample, if any. Run guide --translate again to translate ${notSent === 1 ? "it" : "them"}.
`);
  return "interrupted";
}
export {
  guideCommand
};
