import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { thrownStylesyncError } from '../stylesync-error.ts';
import { checkBaseUrl, isLoopback } from '../../src/config/base-url.ts';

describe('base URL checks', () => {
  it('normalises trailing slashes and keeps a path prefix', () => {
    expect(checkBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(checkBaseUrl('https://api.example.com//')).toBe('https://api.example.com');
    expect(checkBaseUrl('https://api.example.com/proxy/')).toBe('https://api.example.com/proxy');
    expect(checkBaseUrl('https://API.example.com:8443')).toBe('https://api.example.com:8443');
  });
  it('refuses plain http to a remote host, pointing at https', () => {
    const error = thrownStylesyncError(() => checkBaseUrl('http://api.example.com'));
    expect(error.message).toContain('plain http');
    expect(error.hint).toContain('https://');
  });
  it('accepts plain http on loopback', () => {
    expect(checkBaseUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(checkBaseUrl('http://127.1.2.3')).toBe('http://127.1.2.3');
    expect(checkBaseUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(checkBaseUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
  });
  it('does not mistake look-alike hosts for loopback', () => {
    for (const host of ['127.0.0.1.example.com', '128.0.0.1', 'localhost.example.com', '10.0.0.1', '::2']) {
      expect(isLoopback(host), host).toBe(false);
    }
    expect(() => checkBaseUrl('http://127.0.0.1.example.com')).toThrow(StylesyncError);
  });
  it('refuses other schemes', () => {
    expect(thrownStylesyncError(() => checkBaseUrl('ftp://api.example.com')).hint).toContain('https://');
  });
  it('refuses credentials without echoing them', () => {
    const error = thrownStylesyncError(() => checkBaseUrl('https://user:s3cretpass@api.example.com'));
    expect(error.message).toContain('credentials');
    expect(`${error.message} ${error.hint}`).not.toContain('s3cretpass');
  });
  it('refuses a query string without echoing it', () => {
    const error = thrownStylesyncError(() => checkBaseUrl('https://api.example.com/?auth_key=s3cretpass'));
    expect(error.message).toContain('query string');
    expect(`${error.message} ${error.hint}`).not.toContain('s3cretpass');
    expect(() => checkBaseUrl('https://api.example.com/?')).toThrow(StylesyncError);
  });
  it('refuses a fragment', () => {
    expect(() => checkBaseUrl('https://api.example.com/#x')).toThrow(StylesyncError);
  });
  it('refuses text that is not a URL', () => {
    expect(thrownStylesyncError(() => checkBaseUrl('api.example.com')).message).toContain('not a valid URL');
  });
});
