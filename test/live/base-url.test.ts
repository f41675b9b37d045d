import { describe, expect, it } from 'vitest';
import { thrownStylesyncError } from '../stylesync-error.ts';
import { resolveBaseUrl } from '../../src/live/base-url.ts';

describe('resolveBaseUrl precedence', () => {
  const all = { flag: 'https://flag.example', env: 'https://env.example', config: 'https://config.example' };

  it('takes the flag over everything', () => {
    expect(resolveBaseUrl(all)).toBe('https://flag.example');
  });
  it('takes STYLESYNC_BASE_URL over the config', () => {
    expect(resolveBaseUrl({ ...all, flag: undefined })).toBe('https://env.example');
  });
  it('takes the config when neither flag nor env is set', () => {
    expect(resolveBaseUrl({ config: all.config })).toBe('https://config.example');
  });
  it('treats empty and blank values as unset', () => {
    expect(resolveBaseUrl({ flag: '', env: '   ', config: 'https://config.example' })).toBe('https://config.example');
  });
  it('with no address set, says so and names the three ways to set one, in words for users', () => {
    const error = thrownStylesyncError(() => resolveBaseUrl({}));
    expect(error.message).toMatch(/^No service address is set/);
    for (const way of ['--base-url', 'STYLESYNC_BASE_URL', '`base_url:` in stylesync.yaml']) expect(error.hint).toContain(way);
    expect(error.hint).toContain('three ways');
    expect(`${error.message} ${error.hint}`).not.toMatch(/tier|specification|\{base_url\}/i);
  });
  it('refuses a placeholder given as an address', () => {
    const error = thrownStylesyncError(() => resolveBaseUrl({ config: '{base_url}' }));
    expect(error.message).toContain('placeholder');
  });
});

describe('resolveBaseUrl errors', () => {
  it('names where a bad address came from', () => {
    expect(thrownStylesyncError(() => resolveBaseUrl({ env: 'http://api.example.com' })).message).toContain('http://api.example.com');
    expect(thrownStylesyncError(() => resolveBaseUrl({ env: 'nope' })).message).toContain('STYLESYNC_BASE_URL');
  });
});
