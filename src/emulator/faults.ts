import type { Rng } from './rng.ts';
import type { FaultRule } from './types.ts';

interface ActiveFault {
  rule: FaultRule;
  /** undefined: unlimited */
  remaining?: number;
}

export interface FaultDecision {
  /** Total delay of the latency faults that fired. */
  latencyMs: number;
  /** Whether any latency fault fired (one of 0 ms included), for the request log. */
  delayed: boolean;
  /** Whether a hold fault fired: the request waits, undone, until the emulator's release(). */
  held: boolean;
  /** The status/reset/hang fault that fired, if any. */
  terminal?: FaultRule;
}

/**
 * Injected failures, checked in the order they were added. Latency faults
 * add up and let the request through, as a hold does once released; the first status, reset or hang fault
 * that fires decides the answer. A rule with neither `count` nor
 * `probability` fires on every matching request; with both, it fires with
 * the probability at most `count` times.
 */
export class FaultBook {
  private faults: ActiveFault[] = [];

  constructor(private readonly rng: Rng) {}

  add(rule: FaultRule): void {
    checkFaultRule(rule);
    const active: ActiveFault = { rule: { ...rule } };
    if (rule.count !== undefined) active.remaining = rule.count;
    this.faults.push(active);
  }

  clear(): void {
    this.faults = [];
  }

  decide(method: string, route: string): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0, delayed: false, held: false };
    for (const fault of this.faults) {
      const { rule } = fault;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method) continue;
      if (rule.route !== undefined && rule.route !== route) continue;
      if (!answersWith(rule, method, route)) continue;
      if (fault.remaining !== undefined && fault.remaining <= 0) continue;
      if (rule.probability !== undefined && this.rng.next() >= rule.probability) continue;
      if (fault.remaining !== undefined) fault.remaining -= 1;
      if (rule.kind === 'latency') {
        decision.latencyMs += rule.latencyMs ?? 0;
        decision.delayed = true;
        continue;
      }
      if (rule.kind === 'hold') {
        decision.held = true;
        continue;
      }
      decision.terminal = rule;
      break;
    }
    this.faults = this.faults.filter((f) => f.remaining === undefined || f.remaining > 0);
    return decision;
  }
}

const KINDS = ['status', 'latency', 'hold', 'reset', 'hang'];
const STATUSES = [429, 456, 500, 503, 529];

/**
 * Statuses the OpenAPI description gives only some routes: 456 (quota exceeded) on list
 * create, rename, instruction create and translate; 529 (too many requests) on translate.
 * A rule with such a status fires only there, so a rule without a route cannot make the
 * emulator answer what the service never does.
 */
const ROUTES_OF_STATUS: Record<number, readonly string[]> = {
  456: ['POST /v3/style_rules', 'PATCH /v3/style_rules/:style_id', 'POST /v3/style_rules/:style_id/custom_instructions', 'POST /v2/translate'],
  529: ['POST /v2/translate'],
};

function answersWith(rule: FaultRule, method: string, route: string): boolean {
  const routes = rule.kind === 'status' && rule.status !== undefined ? ROUTES_OF_STATUS[rule.status] : undefined;
  return routes === undefined || routes.includes(`${method} ${route}`);
}

function checkRouteOfStatus(rule: Record<string, unknown>): void {
  const routes = ROUTES_OF_STATUS[rule.status as number];
  if (routes === undefined) return;
  const fits = routes.some((r) => {
    const [method, route] = r.split(' ');
    return (rule.route === undefined || rule.route === route) && (rule.method === undefined || String(rule.method).toUpperCase() === method);
  });
  if (!fits) throw new Error(`status ${String(rule.status)} is answered only on ${routes.join(', ')}`);
}
const FIELDS = ['method', 'route', 'kind', 'status', 'retryAfterSeconds', 'latencyMs', 'count', 'probability'];

/** Throws an Error naming the first problem; the control endpoint turns it into a 400. */
export function checkFaultRule(value: unknown): asserts value is FaultRule {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('a fault rule must be an object');
  const rule = value as Record<string, unknown>;
  for (const key of Object.keys(rule)) if (!FIELDS.includes(key)) throw new Error(`unknown fault field ${key}; allowed: ${FIELDS.join(', ')}`);
  if (!KINDS.includes(rule.kind as string)) throw new Error(`kind must be one of ${KINDS.join(', ')}`);
  if (rule.method !== undefined && typeof rule.method !== 'string') throw new Error('method must be a string');
  if (rule.route !== undefined && typeof rule.route !== 'string') throw new Error('route must be a string');
  if (rule.kind === 'status' && !STATUSES.includes(rule.status as number)) throw new Error(`a status fault needs status ${STATUSES.join(', ')}`);
  checkRouteOfStatus(rule);
  if (rule.kind !== 'status' && rule.status !== undefined) throw new Error('status applies only to kind "status"');
  if (rule.kind === 'latency' && !isCount(rule.latencyMs, 0)) throw new Error('a latency fault needs latencyMs, a non-negative integer');
  if (rule.retryAfterSeconds !== undefined && !isCount(rule.retryAfterSeconds, 0)) throw new Error('retryAfterSeconds must be a non-negative integer');
  if (rule.count !== undefined && !isCount(rule.count, 1)) throw new Error('count must be a positive integer');
  if (rule.probability !== undefined && (typeof rule.probability !== 'number' || !(rule.probability >= 0 && rule.probability <= 1))) {
    throw new Error('probability must be a number from 0 to 1');
  }
}

function isCount(v: unknown, min: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min;
}
