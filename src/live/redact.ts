import { StylesyncError } from '../errors.ts';
import { escapeRegExp } from '../util/escape-regexp.ts';

/** Shorter keys are refused (MIN_KEY_LENGTH) rather than masked: masking a short string would hide innocent text and protect nothing. */
export const MIN_KEY_LENGTH = 8;

/*
 * The one place that knows where the key may go and in which forms it can
 * hide (docs/client.md, "Where the key can go"). Every sink goes through here:
 * - a text sink (terminal, CI log, PR comment, step summary, outputs,
 *   annotations, error messages) masks every form with `***` (redactAll);
 * - a file sink (saved plans, records, ids files, backups, the sample record,
 *   the guide's pages, the languages cache, the Action's files, import and
 *   export) writes nothing that holds any form (keyInFile, holdsKey): a masked
 *   file would lie (a plan apply refuses, a record of writes not as made),
 *   and a file outlives the run, so it is not written and the run says why.
 */

/**
 * How a text can carry a key, by name: each encoding a misbehaving server,
 * proxy or library applies. keyForms applies every one to the key read
 * forwards and backwards, and reverses each result too, so a key echoed
 * reversed, encoded then reversed, or reversed then encoded is still found.
 */
export const KEY_ENCODINGS: Readonly<Record<string, (key: string) => string[]>> = {
  raw: (key) => [key],
  'URL-encoded': (key) => [encodeURIComponent(key)],
  'form-encoded': (key) => [new URLSearchParams({ k: key }).toString().slice(2)],
  'every byte as %XX': (key) => [[...Buffer.from(key, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')],
  'JSON-escaped': (key) => [JSON.stringify(key).slice(1, -1)],
  // Hex is byte-aligned, so the key inside a longer text has this same hex; the `i` flag covers either case.
  hex: (key) => [Buffer.from(key, 'utf8').toString('hex')],
  base64: (key) => base64Cores(key, 'base64'),
  base64url: (key) => base64Cores(key, 'base64url'),
};

export interface KeyForm {
  /** `hex`, `reversed key, base64`, `URL-encoded, reversed`: what was done to the key. */
  name: string;
  text: string;
}

/**
 * Every form of one key, named: each of KEY_ENCODINGS of the key and of the
 * key reversed, and each of those reversed. Letter case and white space are
 * not forms: redactAll's pattern ignores case and allows a break anywhere.
 */
export function keyForms(secret: string): KeyForm[] {
  const forms: KeyForm[] = [];
  for (const [direction, key] of [['', secret], ['reversed key, ', reversed(secret)]] as const) {
    for (const [name, encode] of Object.entries(KEY_ENCODINGS)) {
      for (const text of encode(key)) {
        forms.push({ name: `${direction}${name}`, text });
        if (name !== 'raw') forms.push({ name: `${direction}${name}, reversed`, text: reversed(text) });
      }
    }
  }
  return forms;
}

/** By code point, so a key with characters outside the BMP reverses as a person reading it would see. */
function reversed(text: string): string {
  return [...text].reverse().join('');
}

/**
 * Replaces every occurrence of each secret with `***`, in every form of
 * keyForms, in any letter case, and broken anywhere by white space or an
 * escaped line break (a server's message wrapped at a width, a terminal
 * escape of it). Every text that leaves the process passes through here.
 */
export function redactAll(text: string, secrets: readonly string[]): string {
  const pattern = patternFor(secrets);
  return pattern === undefined ? text : text.replace(pattern, '***');
}

/** Whether the text holds any secret in any form redactAll masks. */
export function holdsKey(text: string, secrets: readonly string[]): boolean {
  const pattern = patternFor(secrets);
  if (pattern === undefined) return false;
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/**
 * The refusal of a file sink: undefined when `text` holds no secret in any
 * form, else the error to throw (or whose message to note) instead of writing
 * `file`. `what` names the file for people (`--out`, `the sample record`).
 */
export function keyInFile(text: string, secrets: readonly string[], file: string, what: string): StylesyncError | undefined {
  if (!holdsKey(text, secrets)) return undefined;
  return new StylesyncError(
    `${file} (${what}) was not written: it would hold the API key (what the service answered carries it, perhaps encoded or reversed).`,
    "Ask the service's operator why it echoes the key, rotate the key, then run again; a name or text on the service that holds the key must be changed there first.",
    { code: 'key-in-file' },
  );
}

let cached: { key: string; pattern: RegExp | undefined } | undefined;

function patternFor(secrets: readonly string[]): RegExp | undefined {
  const key = secrets.join('\u0000');
  if (cached?.key === key) return cached.pattern;
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < MIN_KEY_LENGTH) continue;
    for (const form of keyForms(secret)) if (form.text.length >= 6) forms.add(form.text);
  }
  // Longest first, so a form that contains another is masked whole.
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(brokenAnywhere);
  const pattern = alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'), 'gi');
  cached = { key, pattern };
  return pattern;
}

/**
 * What may come between two characters of a form and still be the key: white
 * space (line breaks included) and the escapes a line break or control turns
 * into in JSON or on a terminal (`\n`, `\u000a`).
 */
const BREAK = String.raw`(?:\s|\\[nrt]|\\u[0-9a-fA-F]{4})*`;

/** A form as a pattern that also matches it broken anywhere by BREAK. */
function brokenAnywhere(form: string): string {
  return [...form].map(escapeRegExp).join(BREAK);
}

/**
 * base64 works on 3-byte groups, so the key inside a longer text (`Bearer
 * <key>`, `user:<key>`) encodes differently for each of the three offsets it
 * can start at. For each offset, the characters that depend on the key alone
 * appear in the encoding of any text holding it there; those are the forms.
 */
function base64Cores(secret: string, encoding: 'base64' | 'base64url'): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    // Whole groups only: the first group mixes in the bytes before the key when offset > 0, the last may mix in what follows.
    const first = offset === 0 ? 0 : 1;
    const whole = Math.floor(padded.length / 3);
    if (whole - first < 2) continue;
    cores.push(padded.subarray(first * 3, whole * 3).toString(encoding));
  }
  return cores;
}
