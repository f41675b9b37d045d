import type { FaultRule } from './types.ts';

export interface FaultMixOptions {
  /** Share of requests that meet a fault, 0 to 1 (e.g. 0.2). */
  rate: number;
  /** Latency of a late landing: longer than the client's timeout, so the write is done after the client gave up. */
  lateLandingMs: number;
  /** Sent with the 429s. */
  retryAfterSeconds?: number;
}

/** The kinds a mix spreads its rate over, in the order the emulator checks them. */
export const FAULT_KINDS = ['429', '500', '503', 'reset', 'late landing', 'hang'] as const;

/**
 * Fault rules that together hit about `rate` of all requests, evenly spread
 * over a 429 with Retry-After, a 500, a 503, a connection reset, a late
 * landing (the request is carried out after `lateLandingMs`, when the client
 * has long given up) and a hang (never answered, never carried out). Each
 * rule fires independently with the same probability, so the chance that
 * none fires is (1 - p)^6 = 1 - rate. Drawn from the emulator's seeded
 * generator, so one seed gives one sequence of faults.
 */
export function faultMix(options: FaultMixOptions): FaultRule[] {
  if (!(options.rate >= 0 && options.rate < 1)) throw new Error('rate must be from 0 to below 1');
  const p = 1 - (1 - options.rate) ** (1 / FAULT_KINDS.length);
  const probability = Math.round(p * 1e6) / 1e6;
  return [
    { kind: 'status', status: 429, retryAfterSeconds: options.retryAfterSeconds ?? 1, probability },
    { kind: 'status', status: 500, probability },
    { kind: 'status', status: 503, probability },
    { kind: 'reset', probability },
    { kind: 'latency', latencyMs: options.lateLandingMs, probability },
    { kind: 'hang', probability },
  ];
}
