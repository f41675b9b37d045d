import { HttpError } from './http-error.ts';
import type { RouteAuth } from './router.ts';
import type { KeySpec } from './key-spec.ts';
import { missingScopes } from './scopes.ts';

export interface AuthConfig {
  scheme: string;
  /** undefined: any non-empty key is accepted (as a Pro key with every scope). */
  keys?: KeySpec[];
}

export interface Credentials {
  authorization: string | undefined;
  query: URLSearchParams;
  rawBody: string;
}

/**
 * service-interface.md, "Authentication": the key travels only in
 * `Authorization: <scheme> <key>`. Legacy key-in-query or key-in-body is
 * refused with 403 even when a valid header is also sent, so a client that
 * leaks its key into a URL fails loudly.
 */
export function authorize(creds: Credentials, route: RouteAuth, config: AuthConfig): KeySpec | undefined {
  if (!route.authenticated) return undefined;
  if (creds.query.has('auth_key')) {
    throw new HttpError(403, `Legacy authentication with the auth_key query parameter is not accepted; send the header "Authorization: ${config.scheme} <key>"`);
  }
  if (bodyCarriesKey(creds.rawBody)) {
    throw new HttpError(403, `Legacy authentication with auth_key in the request body is not accepted; send the header "Authorization: ${config.scheme} <key>"`);
  }
  const key = parseHeader(creds.authorization, config.scheme);
  const spec = config.keys === undefined ? { key } : config.keys.find((k) => k.key === key);
  if (!spec) throw unauthorized('Invalid API key', config.scheme);
  if (route.proOnly && spec.tier === 'free') {
    throw new HttpError(403, 'The style rules interface is available only on the Pro tier; this key belongs to the free tier');
  }
  // spec/service-2026.md, "Scoped keys": the body names every missing scope, comma-separated.
  const missing = missingScopes(spec, route.scopes ?? []);
  if (missing.length > 0) throw new HttpError(403, 'Forbidden', { detail: `Missing required scope(s): ${missing.join(', ')}` });
  return spec;
}

function parseHeader(header: string | undefined, scheme: string): string {
  if (header === undefined || header.trim() === '') throw unauthorized('Missing Authorization header', scheme);
  const match = /^(\S+)\s+(\S.*)$/.exec(header.trim());
  if (!match) throw unauthorized(`Authorization header must have the form "${scheme} <key>"`, scheme);
  // Auth schemes are case-insensitive (RFC 9110); the key is compared exactly.
  // Deployed services of this kind answer 403, not 401, when a key is present
  // but the word before it is wrong; the emulator does the same so clients
  // meet that status here first (issue 9, "403 and the auth scheme").
  if ((match[1] ?? '').toLowerCase() !== scheme.toLowerCase()) {
    throw new HttpError(403, `Authorization header must have the form "${scheme} <key>"; the word before the key is not accepted`);
  }
  return (match[2] ?? '').trim();
}

function bodyCarriesKey(raw: string): boolean {
  if (raw === '') return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && 'auth_key' in parsed;
  } catch {
    // A form-encoded body is the other legacy shape.
    return /(^|&)auth_key=/.test(raw);
  }
}

function unauthorized(message: string, scheme: string): HttpError {
  return new HttpError(401, message, { headers: { 'WWW-Authenticate': scheme } });
}
