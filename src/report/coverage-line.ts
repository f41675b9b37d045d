import { type Coverage, coveragePercent, COVERAGE_KINDS } from '../config/validate-coverage.ts';

/**
 * The one line of coverage: `Coverage: terms 45 of 50 (90%), rules 12 of 20
 * (60%), instructions 3 of 4 (75%) exercised by examples`, in validate, the
 * plan's check summary and the pull-request comment. Kinds with nothing to
 * exercise are left out; no user text, so every sink takes it as it is.
 */
export function coverageLine(totals: Coverage['totals']): string {
  const parts = COVERAGE_KINDS.filter((kind) => totals[kind].total > 0).map((kind) => {
    const count = totals[kind];
    return `${kind} ${count.exercised} of ${count.total} (${coveragePercent(count)}%)`;
  });
  return parts.length === 0 ? 'Coverage: nothing to exercise (no rules, instructions or terms)' : `Coverage: ${parts.join(', ')} exercised by examples`;
}
