/**
 * `npm run bench:emulator`: a bounded load test of the emulator on 127.0.0.1.
 * 2,000 mixed requests (creates, gets, lists, PUTs, instruction writes) at
 * concurrency 32; prints throughput, p50 and p99, and exits 1 on any error.
 */
import { performance } from 'node:perf_hooks';
import { startEmulator } from '../src/emulator/emulator.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 32;
const HEADERS = { 'User-Agent': 'stylesync-bench/1.0', Authorization: 'Service-Auth-Key bench-key', 'Content-Type': 'application/json' };

type Op = 'create' | 'get' | 'list' | 'put-rules' | 'add-instruction' | 'put-instruction';
const MIX: Op[] = ['create', 'create', 'get', 'get', 'list', 'list', 'put-rules', 'put-rules', 'add-instruction', 'put-instruction'];

const emulator = await startEmulator({ randomSeed: 1 });
const listIds: string[] = [];
const instructions: Array<{ list: string; id: string }> = [];
const latencies: number[] = [];
const errors: string[] = [];
const expectedVersionBumps = new Map<string, number>();
let next = 0;

function pick<T>(items: T[], i: number): T | undefined {
  return items.length === 0 ? undefined : items[(i * 7919) % items.length];
}

async function request(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const started = performance.now();
  const res = await fetch(`${emulator.url}${path}`, { method, headers: HEADERS, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  latencies.push(performance.now() - started);
  return { status: res.status, json: text === '' ? undefined : JSON.parse(text) };
}

function bump(id: string): void {
  expectedVersionBumps.set(id, (expectedVersionBumps.get(id) ?? 0) + 1);
}

async function one(i: number): Promise<void> {
  let op = MIX[i % MIX.length] as Op;
  const list = pick(listIds, i);
  if (!list && op !== 'list') op = 'create';
  const expect = (status: number, want: number) => {
    if (status !== want) errors.push(`${op} #${i}: ${status}, expected ${want}`);
  };
  switch (op) {
    case 'create': {
      const r = await request('POST', '/v3/style_rules', {
        name: `Bench ${i}`,
        language: 'de',
        configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
        custom_instructions: [{ label: 'Tone', prompt: 'Use the informal register.', source_language: 'en' }],
      });
      expect(r.status, 201);
      if (r.status === 201) {
        listIds.push(r.json.style_id);
        instructions.push({ list: r.json.style_id, id: r.json.custom_instructions[0].id });
      }
      return;
    }
    case 'get':
      return expect((await request('GET', `/v3/style_rules/${list}`)).status, 200);
    case 'list':
      return expect((await request('GET', `/v3/style_rules?detailed=true&page_size=25&page=${i % 4}`)).status, 200);
    case 'put-rules': {
      bump(list as string);
      const value = i % 2 === 0 ? 'use_guillemets' : 'use_curly_quotation_marks';
      return expect((await request('PUT', `/v3/style_rules/${list}/configured_rules`, { punctuation: { quotation_mark: value } })).status, 200);
    }
    case 'add-instruction': {
      bump(list as string);
      const r = await request('POST', `/v3/style_rules/${list}/custom_instructions`, { label: `L${i}`, prompt: `Prompt ${i}`, source_language: 'en' });
      expect(r.status, 201);
      if (r.status === 201) instructions.push({ list: list as string, id: r.json.id });
      return;
    }
    case 'put-instruction': {
      const target = pick(instructions, i) as { list: string; id: string };
      bump(target.list);
      const r = await request('PUT', `/v3/style_rules/${target.list}/custom_instructions/${target.id}`, {
        label: `Edited ${i}`,
        prompt: 'Edited prompt',
        source_language: 'en',
      });
      return expect(r.status, 200);
    }
  }
}

async function worker(): Promise<void> {
  for (;;) {
    const i = next++;
    if (i >= TOTAL) return;
    try {
      await one(i);
    } catch (error) {
      errors.push(`#${i}: ${(error as Error).message}`);
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - started) / 1000;

// Every write must have bumped exactly one version.
for (const list of emulator.lists()) {
  const want = 1 + (expectedVersionBumps.get(list.style_id) ?? 0);
  if (list.version !== want) errors.push(`list ${list.style_id}: version ${list.version}, expected ${want}`);
}
if (emulator.log.length !== TOTAL) errors.push(`log has ${emulator.log.length} entries, expected ${TOTAL}`);
await emulator.close();

latencies.sort((a, b) => a - b);
const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(2);
process.stdout.write(
  `emulator bench: ${TOTAL} requests, concurrency ${CONCURRENCY}, ${listIds.length} lists, ${instructions.length} instructions\n` +
    `  throughput ${(TOTAL / seconds).toFixed(0)} req/s (${seconds.toFixed(2)} s)\n` +
    `  latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${(latencies.at(-1) ?? 0).toFixed(2)} ms\n` +
    `  errors ${errors.length}\n`,
);
if (errors.length > 0) {
  process.stderr.write(`${errors.slice(0, 10).join('\n')}\n`);
  process.exitCode = 1;
}
