import type { ApplyProgress, ApplyResult } from '../apply/result.ts';
import type { PreviewsLeft } from '../checks/previews-on-service.ts';

/** What an interrupt stops: the translate checks of a plan, or the writes of an apply. */
export type Stopping = 'translations' | 'writes';

/**
 * What happens along the way of a use case, for the adapter to show: the
 * application layer prints nothing. Requests and retry waits come separately,
 * through the session's `onRequest`.
 */
export type AppEvent =
  /** Something worth a line, such as a language cache that could not be written. */
  | { kind: 'note'; text: string }
  /** The first interrupt arrived: no further request of this kind is started. */
  | { kind: 'stopping'; what: Stopping }
  /** A second interrupt ends the process at once: the preview lists that may still be on the service (names are user text). */
  | { kind: 'previews-left'; left: PreviewsLeft }
  /** A write was answered (or failed), already on record. */
  | ApplyProgress
  /** Every write of an apply was sent (or refused, or stopped); the ids file comes next. */
  | { kind: 'sent'; result: ApplyResult };

export type OnEvent = (event: AppEvent) => void;
