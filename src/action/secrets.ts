import * as core from '@actions/core';
import { redactAll } from '../live/redact.ts';

/** The secrets of this run (key, token): masked by the runner, and redacted by the Action from everything it writes. */
export class ActionSecrets {
  private readonly values: Set<string>;

  /** `masked`: values core.setSecret was already called on. */
  constructor(masked: readonly string[]) {
    this.values = new Set(masked.filter((v) => v.length > 0));
  }

  add(value: string): void {
    if (value.length === 0 || this.values.has(value)) return;
    this.values.add(value);
    core.setSecret(value);
  }

  /** For the file sinks, which refuse a file holding one (keyInFile) rather than mask it. */
  list(): string[] {
    return [...this.values];
  }

  /** For the text sinks: outputs, summary, comment, annotations, log lines. */
  redact(text: string): string {
    return redactAll(text, [...this.values]);
  }
}
