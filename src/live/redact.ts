import { escapeRegExp } from '../util/escape-regexp.ts';

/** Shorter keys are refused (MIN_KEY_LENGTH) rather than masked: masking a short string would hide innocent text and protect nothing. */
export const MIN_KEY_LENGTH = 8;

/**
 * Replaces every occurrence of each secret with `***`, in the forms a
 * misbehaving server or library can echo it: raw, URL-encoded (either hex
 * case, `+` for space, or every byte as `%XX`), JSON-escaped, hex, base64 and
 * base64url of the key and of any text holding it (the `Authorization`
 * value, `user:key`), in any letter case, and broken anywhere by white
 * space or an escaped line break (a server's message wrapped at a width, a
 * terminal escape of it). Every message that leaves the process passes
 * through here.
 */
export function redactAll(text: string, secrets: readonly string[]): string {
  const pattern = patternFor(secrets);
  return pattern === undefined ? text : text.replace(pattern, '***');
}

let cached: { key: string; pattern: RegExp | undefined } | undefined;

function patternFor(secrets: readonly string[]): RegExp | undefined {
  const key = secrets.join('\u0000');
  if (cached?.key === key) return cached.pattern;
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < MIN_KEY_LENGTH) continue;
    for (const form of formsOf(secret)) if (form.length >= 6) forms.add(form);
  }
  // Longest first, so a form that contains another is masked whole.
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(brokenAnywhere);
  const pattern = alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'), 'gi');
  cached = { key, pattern };
  return pattern;
}

function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ k: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)];
  // Hex is byte-aligned, so the key inside a longer text has this same hex; the `i` flag covers either case.
  forms.push(bytes.toString('hex'), [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  forms.push(...base64Cores(secret));
  return forms;
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
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    // Whole groups only: the first group mixes in the bytes before the key when offset > 0, the last may mix in what follows.
    const first = offset === 0 ? 0 : 1;
    const whole = Math.floor(padded.length / 3);
    if (whole - first < 2) continue;
    for (const encoding of ['base64', 'base64url'] as const) {
      const encoded = padded.subarray(first * 3, whole * 3).toString(encoding);
      cores.push(encoded);
    }
  }
  return cores;
}
