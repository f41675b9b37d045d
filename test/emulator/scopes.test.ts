import { describe, expect, it } from 'vitest';
import { SCOPES, parseKeySpec } from '../../src/emulator/emulator.ts';
import { missingScopes } from '../../src/emulator/scopes.ts';

describe('--api-key KEY[:SCOPE,…]', () => {
  it('reads a key alone as a key with every scope, and a key with scopes as scoped', () => {
    expect(parseKeySpec('key-1234')).toEqual({ key: 'key-1234' });
    expect(parseKeySpec('key-1234:style_rules:read')).toEqual({ key: 'key-1234', scopes: ['style_rules:read'] });
    expect(parseKeySpec('key-1234:style_rules:read,glossaries:read,languages:read')).toEqual({
      key: 'key-1234',
      scopes: ['style_rules:read', 'glossaries:read', 'languages:read'],
    });
  });

  it('keeps the colons of the key itself (free keys end in :fx)', () => {
    expect(parseKeySpec('279a2e9d-83b3:fx')).toEqual({ key: '279a2e9d-83b3:fx' });
    expect(parseKeySpec('279a2e9d-83b3:fx:translate:text')).toEqual({ key: '279a2e9d-83b3:fx', scopes: ['translate:text'] });
  });

  it('refuses an unknown scope (a typo must not make an unrestricted key) and an empty scope list, naming the known scopes', () => {
    expect(() => parseKeySpec('key-1234:style_rules:reed')).toThrow(/unknown scope\(s\) style_rules:reed; the service's scopes are style_rules:read/);
    expect(() => parseKeySpec('key-1234:')).toThrow(/no scope after the colon/);
  });

  it('names every scope a route needs that the key lacks, in the route order; none for an unscoped key', () => {
    expect(missingScopes({ key: 'k', scopes: ['glossaries:read'] }, ['glossaries:read', 'translate:text', 'style_rules:read'])).toEqual(['translate:text', 'style_rules:read']);
    expect(missingScopes({ key: 'k' }, [...SCOPES])).toEqual([]);
  });
});
