import { request as httpRequest } from 'node:http';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/emulator.ts';
import type { CreateListBody } from '../../src/live/api.ts';

export const KEY = 'test-key-0123456789';
export const TRACE_ID = /^[0-9a-f]{32}$/;

export interface Answer {
  status: number;
  /** Parsed JSON; tests inspect arbitrary shapes. */
  body: any;
  text: string;
  headers: Headers;
  traceId: string | null;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  /** null: no Authorization header. */
  key?: string | null;
  scheme?: string;
  headers?: Record<string, string>;
}

/** One request over real HTTP (fetch), answered by the emulator. */
export async function call(emu: RunningEmulator | string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const base = typeof emu === 'string' ? emu : emu.url;
  const headers: Record<string, string> = { 'User-Agent': 'stylesync-tests/1.0', ...options.headers };
  const key = options.key === undefined ? KEY : options.key;
  if (key !== null) headers.Authorization = `${options.scheme ?? 'Service-Auth-Key'} ${key}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers, traceId: res.headers.get('x-trace-id') };
}

/** A request with exactly the given headers: fetch always adds a User-Agent, node:http does not. */
export function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; traceId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          traceId: res.headers['x-trace-id'] as string | undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export function listBody(overrides: Partial<CreateListBody> = {}): CreateListBody {
  return { name: 'Marketing EN', language: 'en', configured_rules: {}, custom_instructions: [], ...overrides };
}

export function instruction(label: string, source_language = 'en'): { label: string; prompt: string; source_language: string } {
  return { label, prompt: `Follow the ${label} guideline.`, source_language };
}

/** Starts an emulator for one test file and closes it afterwards. */
export async function withEmulator<T>(options: EmulatorOptions, fn: (emu: RunningEmulator) => Promise<T>): Promise<T> {
  const emu = await startEmulator(options);
  try {
    return await fn(emu);
  } finally {
    await emu.close();
  }
}
