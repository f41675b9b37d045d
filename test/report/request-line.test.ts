import { describe, expect, it } from 'vitest';
import { renderRequestLine } from '../../src/report/request-line.ts';

const get = { method: 'GET', path: '/v3/style_rules?detailed=true&page_size=25&page=0', attempt: 1 };
const trace = '0123456789abcdef0123456789abcdef';

describe('renderRequestLine', () => {
  it('shows every attempt with --verbose: method, path, status, trace id and the wait before a retry', () => {
    expect(renderRequestLine({ ...get, status: 200, traceId: trace }, { verbose: true })).toBe(`http: GET ${get.path} → 200 (trace ${trace})`);
    expect(renderRequestLine({ ...get, status: 503, traceId: trace, retryInMs: 300 }, { verbose: true })).toBe(
      `http: GET ${get.path} → 503 (trace ${trace}); retrying in 300 ms`,
    );
    expect(renderRequestLine({ ...get, status: 429, retryInMs: 6000, retryAfter: true }, { verbose: true })).toBe(
      `http: GET ${get.path} → 429; retrying in 6 s (the service's Retry-After)`,
    );
    expect(renderRequestLine({ ...get, failure: 'timeout', retryInMs: 1500 }, { verbose: true })).toBe(
      `http: GET ${get.path} → no answer in time (timeout); retrying in 1.5 s`,
    );
    expect(renderRequestLine({ ...get, failure: 'network' }, { verbose: true })).toBe(`http: GET ${get.path} → connection failed`);
    expect(renderRequestLine({ method: 'POST', path: '/v3/style_rules', attempt: 1, note: 'recovered' }, { verbose: true })).toContain('not sent again');
  });

  it('without --verbose shows only what would otherwise be silence: long waits and a slow service', () => {
    expect(renderRequestLine({ ...get, status: 200, traceId: trace }, { verbose: false })).toBeUndefined();
    expect(renderRequestLine({ ...get, status: 503, retryInMs: 300 }, { verbose: false })).toBeUndefined();
    expect(renderRequestLine({ ...get, status: 429, retryInMs: 6000, retryAfter: true }, { verbose: false })).toBe(
      `GET ${get.path} → 429; retrying in 6 s (the service's Retry-After)…`,
    );
    const slow = { method: 'POST', path: '/v3/style_rules', attempt: 1, waitingMs: 5003 };
    expect(renderRequestLine(slow, { verbose: false })).toBe('Still waiting for the service to answer POST /v3/style_rules (5 s so far)…');
    expect(renderRequestLine(slow, { verbose: true })).toBe(renderRequestLine(slow, { verbose: false }));
  });

  it('never lets control characters or a workflow command from a path or trace id reach the terminal', () => {
    const line = renderRequestLine({ ...get, path: '/v3/style_rules/a\x1b[31mb\n::error::x', status: 404, traceId: '##[error]t' }, { verbose: true })!;
    expect(line).not.toContain('\x1b');
    expect(line).not.toContain('\n');
    expect(line).not.toContain('##[');
  });
});
