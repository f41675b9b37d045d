import { randomInt } from 'node:crypto';

/**
 * A small seeded generator (mulberry32). Separate streams for ids, trace ids
 * and faults keep fault decisions independent of how many ids were made, so
 * a seeded test sees the same faults however many lists it created first.
 */
export class Rng {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** Back to the first number, as if just constructed. */
  restart(): void {
    this.state = this.seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 0x100000000).toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A version-4-shaped UUID. */
  uuid(): string {
    const h = this.hex(32);
    const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}

export interface RngStreams {
  ids: Rng;
  traces: Rng;
  faults: Rng;
}

export function rngStreams(seed?: number): RngStreams {
  const base = seed ?? randomInt(0, 0xffffffff);
  return {
    ids: new Rng(base ^ 0x1d5),
    traces: new Rng(base ^ 0x7ace),
    faults: new Rng(base ^ 0xfa17),
  };
}
