import type { RequestLogEntry } from './types.ts';

/**
 * Service requests as they were answered, oldest first. Capped so a
 * long-running emulator does not grow without bound; the oldest go first.
 */
export class RequestLog {
  private entries: RequestLogEntry[] = [];

  constructor(private readonly cap = 10_000) {}

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.cap) this.entries.splice(0, this.entries.length - this.cap);
  }

  snapshot(): RequestLogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}
