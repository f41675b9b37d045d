import { describe, expect, it } from 'vitest';
import { wallClock } from '../../src/live/clock.ts';
import { createHttp } from '../../src/live/http.ts';
import { json, wireList } from './harness.ts';
import { useOddServers } from '../world/service.ts';

/**
 * What leaves one call of src/live/http.ts: a success's body parsed in the
 * step that read it, never its text (issue #31: a page of the listing is a
 * text of some 680 KB, a large object that V8 freed only in a full
 * collection once a scavenge between the read and the parse had moved it to
 * the old generation), and an answer that is no success with its text, for
 * the error that shows it.
 */

const serve = useOddServers();

function http(url: string) {
  return createHttp({
    baseUrl: url,
    authorization: 'Service-Auth-Key test',
    userAgent: 'stylesync-test',
    timeoutMs: 5_000,
    clock: wallClock,
    retries: 0,
    backoff: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 50 },
    retryWaitBudgetMs: 1_000,
  });
}

/** A page as large as a real one: 25 lists of 100 instructions, over 500 KB, sent in many chunks. */
function page(): { style_rules: Record<string, unknown>[] } {
  const prompt = (i: number, j: number) => `Instruction ${j} of list ${i}: keep the brand names in English, use the formal register, and rephrase rather than inflect a product name. Ünïcödé ✓`;
  return {
    style_rules: Array.from({ length: 25 }, (_, i) => ({
      ...wireList(`id-${i}`),
      custom_instructions: Array.from({ length: 100 }, (_, j) => ({ id: `ci-${i}-${j}`, label: `Rule ${j}`, prompt: prompt(i, j), source_language: 'en' })),
    })),
  };
}

describe('an answer body', () => {
  it('a success leaves the call parsed, without its text', async () => {
    const body = page();
    const server = await serve(() => ({ status: 200, body: json(body) }));
    const result = await http(server.url).call({ method: 'GET', path: '/v3/style_rules' });
    expect(result.kind).toBe('response');
    if (result.kind !== 'response') return;
    // Past the size V8 allocates as a large object (128 KB and more).
    expect(json(body).length).toBeGreaterThan(128 * 1024);
    expect(result.text).toBe('');
    expect(result.json).toBeDefined();
    // Compared as JSON text: a difference in half a megabyte of objects would print all of it.
    expect(result.json !== undefined && 'value' in result.json && json(result.json.value) === json(body)).toBe(true);
  });

  it('a blank success is no value, and a success that is not JSON says why', async () => {
    const blank = await serve(() => ({ status: 204 }));
    const broken = await serve(() => ({ status: 200, body: '{"style_rules": [' }));
    const none = await http(blank.url).call({ method: 'DELETE', path: '/v3/style_rules/a' });
    const bad = await http(broken.url).call({ method: 'GET', path: '/v3/style_rules' });
    expect(none.kind === 'response' && none.json).toEqual({ value: undefined });
    expect(bad.kind === 'response' && bad.json !== undefined && 'error' in bad.json && bad.json.error).toBeInstanceOf(SyntaxError);
  });

  it('an answer that is no success keeps its text for the error, and is not parsed', async () => {
    const server = await serve(() => ({ status: 400, body: json({ message: 'bad page_size' }) }));
    const result = await http(server.url).call({ method: 'GET', path: '/v3/style_rules' });
    expect(result.kind === 'response' && result.text).toBe(json({ message: 'bad page_size' }));
    expect(result.kind === 'response' && result.json).toBeUndefined();
  });
});
