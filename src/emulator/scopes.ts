import type { KeySpec } from './key-spec.ts';

/**
 * The scopes of spec/service-2026.md, "Scoped keys". A route names the ones
 * it needs; a key with scopes may call only routes they fully cover.
 */
export const SCOPES = [
  'style_rules:read',
  'style_rules:write',
  'glossaries:read',
  'glossaries:write',
  'languages:read',
  'translate:text',
  'translate:document',
  'write:improve',
  'translation_memories:read',
  'usage:read',
] as const;

export type Scope = (typeof SCOPES)[number];

const SCOPE_LIST = /^[a-z_]+:[a-z_]+(,[a-z_]+:[a-z_]+)*$/;

/**
 * `KEY` or `KEY:SCOPE[,SCOPE…]` as `stylesync emulator --api-key` takes it.
 * A key may itself hold colons (the service's free keys end in `:fx`), and a
 * scope name holds one, so the scopes start at the first colon after which
 * everything reads as a comma-separated list of `word:word`. An unknown
 * scope there is an error, not part of the key: a typo must not make a key
 * that silently has every scope.
 */
export function parseKeySpec(text: string): KeySpec {
  for (let at = text.indexOf(':'); at > 0; at = text.indexOf(':', at + 1)) {
    const rest = text.slice(at + 1);
    if (!SCOPE_LIST.test(rest)) continue;
    const scopes = rest.split(',');
    const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
    if (unknown.length > 0) throw new Error(`unknown scope(s) ${unknown.join(', ')}; the service's scopes are ${SCOPES.join(', ')}`);
    return { key: text.slice(0, at), scopes: [...new Set(scopes)] };
  }
  if (text.endsWith(':')) throw new Error('no scope after the colon; give KEY:SCOPE[,SCOPE…], or KEY alone for a key with every scope');
  return { key: text };
}

/** The scopes a route needs that the key lacks; none for a key without scopes (unrestricted). */
export function missingScopes(key: KeySpec, needed: readonly Scope[]): Scope[] {
  if (key.scopes === undefined) return [];
  const held = key.scopes;
  return needed.filter((s) => !held.includes(s));
}
