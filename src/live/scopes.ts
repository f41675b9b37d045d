/**
 * What the service's scoped keys (spec/service-2026.md, "Scoped keys") mean
 * for stylesync: which scopes each command needs, and the missing scopes a
 * 403 names. Its own module so the error wording, the checks' skip note and
 * the docs say the same.
 */

/** Enough for `validate --online`, `plan`, `import` and `export`. */
export const READ_SCOPES = ['style_rules:read', 'glossaries:read', 'languages:read'] as const;
/** What `apply` needs beyond the reads. */
export const WRITE_SCOPES = ['style_rules:write', 'glossaries:write'] as const;
/** What translate previews need beyond the reads: the translations, and the preview copies of changed lists and glossaries. */
export const PREVIEW_SCOPES = ['translate:text', 'style_rules:write', 'glossaries:write'] as const;

/** Read from the detail at most this many scope names: the body is the service's (or anyone's) text. */
const MAX_SCOPES = 10;
const SCOPE_NAME = /^[a-z_]{1,40}:[a-z_]{1,40}$/;
const MISSING = /Missing required scope\(s\):\s*([^\n]{0,500})/;

/**
 * The scopes a 403 body names as missing (`{"detail": "Missing required
 * scope(s): a, b"}`), or undefined when it names none. Only well-formed scope
 * names are taken, so nothing else of the body reaches a message from here.
 */
export function missingScopesIn(text: string): string[] | undefined {
  let detail: unknown;
  try {
    detail = (JSON.parse(text) as { detail?: unknown } | null)?.detail;
  } catch {
    return undefined;
  }
  if (typeof detail !== 'string') return undefined;
  const listed = MISSING.exec(detail.slice(0, 1000))?.[1];
  if (listed === undefined) return undefined;
  const scopes = [...new Set(listed.split(',').map((s) => s.trim()))].filter((s) => SCOPE_NAME.test(s)).slice(0, MAX_SCOPES);
  return scopes.length > 0 ? scopes : undefined;
}

/** What to do about a missing scope: which key to use for this command, and what each command needs. */
export function scopeHint(command: string | undefined, missing: readonly string[]): string {
  const apply = command !== undefined && command.startsWith('apply') && missing.some((s) => s.endsWith(':write'));
  const which = apply ? 'use the apply key (one with the write scopes)' : `use a key that has ${missing.join(', ')}`;
  return `${command === undefined ? which[0]!.toUpperCase() + which.slice(1) : `For ${command}, ${which}`}, then run again. ${COMMAND_NEEDS}`;
}

/** Which key each command needs, as docs/commands.md says. */
export const COMMAND_NEEDS =
  `validate --online and plan need only read scopes (${READ_SCOPES.join(', ')}); ` +
  `apply needs ${WRITE_SCOPES.join(' and ')} as well; translate previews (plan --check-translations, guide --translate) need ${PREVIEW_SCOPES.join(', ')}.`;

/** The scope one call needs (spec/service-2026.md's table), for a 403 that names none. */
export function scopeOfCall(method: string, path: string): string | undefined {
  const read = method === 'GET';
  if (path.startsWith('/v3/style_rules')) return read ? 'style_rules:read' : 'style_rules:write';
  if (path.startsWith('/v3/glossaries')) return read ? 'glossaries:read' : 'glossaries:write';
  if (path.startsWith('/v3/languages')) return 'languages:read';
  if (path.startsWith('/v2/translate')) return 'translate:text';
  return undefined;
}
