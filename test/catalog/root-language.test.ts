import { describe, expect, it } from 'vitest';
import { rootLanguage } from '../../src/catalog/root-language.ts';

describe('rootLanguage', () => {
  it('drops the region and lower-cases, as the service relates targets to lists', () => {
    expect(rootLanguage('en-GB')).toBe('en');
    expect(rootLanguage('PT-br')).toBe('pt');
    expect(rootLanguage('zh-Hant-TW')).toBe('zh');
    expect(rootLanguage('de')).toBe('de');
  });
  it('knows only the hyphen of the service codes', () => {
    expect(rootLanguage('en_GB')).toBe('en_gb');
  });
});
