import type { AppEvent } from '../app/events.ts';
import { openSession, type Session, type SessionOptions } from '../app/session.ts';
import { renderProgress } from '../report/apply-progress.ts';
import type { ValidFiles } from '../config/model.ts';
import { excusing } from '../config/validation-result.ts';
import { renderDiagnostics } from '../report/diagnostics.ts';
import { renderPreviewsLeft } from '../report/checks-text.ts';
import { renderStopping } from '../report/stopping.ts';
import { wantsColor } from '../report/style.ts';
import { terminalText } from '../report/user-text.ts';
import type { CommandContext } from './context.ts';
import { sessionOptions, type TargetFlags } from './target-flags.ts';

/** Output that never carries the key, whatever a message happens to quote. */
export interface SafeOutput {
  /** What a person reads along the way; nothing under --quiet. */
  out(text: string): void;
  /** The line a run ends with (the summary), and machine formats: printed even under --quiet. */
  final(text: string): void;
  err(text: string): void;
  /** ANSI colour: a terminal that has not asked for NO_COLOR. */
  color: boolean;
  /** -q/--quiet: only errors and the final line. */
  quiet: boolean;
}

/** A session of the application layer, with the command's output. */
export type CliSession = Session & SafeOutput;

/** A CLI session whose files have no errors (reportDiagnostics): what plans, applies and imports. */
export type ValidCliSession = CliSession & { result: ValidFiles };

/** The command's output; ctx.io already redacts every registered secret. */
export function output(ctx: CommandContext): SafeOutput {
  const { io } = ctx;
  const quiet = ctx.quiet?.() ?? false;
  return {
    out: quiet ? () => {} : (text) => io.stdout(text),
    final: (text) => io.stdout(text),
    err: (text) => io.stderr(text),
    color: wantsColor(io.isTTY, io.env),
    quiet,
  };
}

/** openSession with the flags (and what the command adds, such as readAhead), and the output to print through. */
export async function openCliSession(ctx: CommandContext, flags: TargetFlags, extra: Pick<SessionOptions, 'readAhead' | 'concurrency' | 'command'> = {}): Promise<CliSession> {
  return { ...output(ctx), ...(await openSession({ ...sessionOptions(ctx, flags), ...extra })) };
}

/**
 * Prints warnings (not under --quiet) and errors to stderr, except the `skip`
 * codes (problems the command expects); the session judged without those, and
 * valid, or undefined when errors remain.
 */
export function reportDiagnostics(session: CliSession, skip: readonly string[] = []): ValidCliSession | undefined {
  const result = skip.length === 0 ? session.result : excusing(session.result, skip);
  const errors = result.ok ? [] : result.errors;
  const warnings = session.quiet ? [] : result.warnings;
  const all = [...errors, ...warnings];
  if (all.length > 0) session.err(renderDiagnostics(all, { format: 'text', color: session.color }));
  return result.ok ? { ...session, result } : undefined;
}

/**
 * How the CLI shows what happens along a use case: notes on stderr (not
 * under --quiet), the interrupt notice on stderr, each write as a line of
 * `out`. `sent` is the command's own to render.
 */
export function showEvent(session: SafeOutput, event: AppEvent): void {
  switch (event.kind) {
    case 'note':
      if (!session.quiet) session.err(`note: ${terminalText(event.text)}\n`);
      break;
    case 'stopping':
      session.err(renderStopping(event.what));
      break;
    case 'previews-left':
      session.err(renderPreviewsLeft(event.left));
      break;
    case 'write':
      session.out(`${renderProgress(event)}\n`);
      break;
    case 'sent':
      break;
  }
}
