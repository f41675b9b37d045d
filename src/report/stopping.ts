/** What an interrupt stops (src/app's `Stopping`). */
type Stopping = 'translations' | 'writes';

const WHAT: Record<Stopping, string> = {
  translations: 'no further translation will be sent; preview lists are being deleted',
  writes: 'no further write will be sent; the writes in flight finish and are recorded',
};

/** What a first Ctrl+C (or a cancelled workflow) does, said when it arrives. */
export function renderStopping(what: Stopping): string {
  return `\nInterrupted: ${WHAT[what]}. Press Ctrl+C again to stop at once.\n`;
}
