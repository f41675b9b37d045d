import type { ListCheck, PlanChecks } from '../checks/types.ts';
import type { Plan } from '../plan/types.ts';
import { listCheckSections } from './checks-markdown.ts';
import { type CutNotes, fitSections } from './markdown-fit.ts';
import { DRIFT_SIDES, PULL_REQUEST_SIDES } from './markdown-sides.ts';
import { renderMarkdown } from './markdown.ts';
import { isLoss } from './list-content.ts';
import { listOutcomes } from './plan-overview.ts';
import { plural } from '../util/plural.ts';
import { NO_CHANGES, NO_CHANGES_WITH_GLOSSARIES, summaryLine } from './summary-line.ts';
import { allProblems, planHasChanges } from '../plan/sections.ts';
import { glossaryChanges, isGlossaryLoss } from './glossary-words.ts';
import type { GuideLinks } from './guide-links.ts';
import type { TermNoteChange } from '../plan/term-notes-diff.ts';
import { termNotesMarkdown } from './term-notes-markdown.ts';
import { markdownText } from './user-text.ts';
import type { ChangeCause } from './change-cause.ts';

/** Where the drift section comes from on a pull request. */
export type DriftView =
  /** The base commit's files planned against the same live lists. */
  | { kind: 'checked'; drift: Plan; base: string }
  /** The base commit could not be read; says why and what to change. */
  | { kind: 'unavailable'; reason: string };

export interface ReviewParts {
  /** What this run is: "plan", "drift check", "apply". */
  title: string;
  target: string | null;
  /** The plan to show: on a pull request with drift checked, its own changes only. */
  plan: Plan;
  drift?: DriftView;
  /** Language and translate checks of this run's plan (src/checks/plan-checks.ts), shown with it. */
  checks?: PlanChecks;
  /** Lines after everything, never cut (links to the run, the full plan file). */
  footer?: string[];
  /** What a cut says and where it sends the reader: the comment and the job summary differ (markdown-fit.ts). */
  cutNotes?: CutNotes;
  /** Links from changed rules, instructions and terms to the published guide (guide-links.ts), when a guide address is configured. */
  links?: GuideLinks;
  /** On a pull request: the terms whose notes it changes (the files alone; plan/term-notes-diff.ts), shown after its plan. */
  notes?: readonly TermNoteChange[];
  /** Without a drift view: which side moved, when the run knows (the scheduled drift check: the service). */
  cause?: ChangeCause;
}

/** `## stylesync plan · target production`, for the comment and the job summary alike. */
export function reviewHeading(title: string, target: string | null): string {
  return `## stylesync ${title}${target === null ? '' : ` · target ${markdownText(target)}`}\n\n`;
}

/**
 * The Markdown a reviewer reads, in the job summary and the pull-request
 * comment: a heading naming the target, the plan, and on pull requests the
 * drift apart from the pull request's own changes. At most `maxChars` long:
 * the plans are cut per list (see markdown-fit.ts), the heading, summary
 * lines and footer always stay.
 */
export function renderReviewMarkdown(parts: ReviewParts, maxChars: number): string {
  const heading = reviewHeading(parts.title, parts.target);
  const footer = parts.footer && parts.footer.length > 0 ? `\n${parts.footer.join('\n')}\n` : '';
  // Changes to the files alone go right after the plan's own changes, within a quarter of the room.
  const notesBlock = termNotesMarkdown(parts.notes ?? [], Math.floor(maxChars / 4), parts.links);
  const notes = notesBlock === '' ? '' : `\n${notesBlock}`;
  const drift = parts.drift;
  const plain = { ...parts.plan, target: undefined } satisfies Plan;
  const common = {
    ...(parts.checks === undefined ? {} : { checks: parts.checks }),
    ...(parts.cutNotes === undefined ? {} : { cutNotes: parts.cutNotes }),
    ...(parts.links === undefined ? {} : { links: parts.links }),
  };

  if (drift === undefined) {
    const cause = parts.cause === undefined ? {} : { cause: parts.cause };
    return heading + renderMarkdown(plain, { maxChars: maxChars - heading.length - notes.length - footer.length, ...common, ...cause }) + notes + footer;
  }
  // On a pull request the columns say which side is the service and which the pull request's files.
  const own = { ...common, sides: PULL_REQUEST_SIDES };
  if (drift.kind === 'unavailable') {
    const note = `> [!NOTE]\n> Drift was not checked: ${markdownText(drift.reason)}\n\n`;
    return heading + note + renderMarkdown(plain, { maxChars: maxChars - heading.length - note.length - notes.length - footer.length, ...own }) + notes + footer;
  }

  const ownTitle = '**Changes from this pull request**\n\n';
  // Beside the base's plan each change's cause is known: what the files changed here, what the service changed under Drift.
  const split = { ...own, cause: 'files' as const };
  const driftPlan = { ...drift.drift, target: undefined } satisfies Plan;
  if (!planHasChanges(driftPlan) && allProblems(driftPlan).length === 0) {
    const what = driftPlan.glossaries === undefined ? 'lists match' : 'lists and glossaries match';
    const none = `**Drift:** none. The live ${what} the base branch (${markdownText(drift.base)}).\n`;
    const room = maxChars - heading.length - ownTitle.length - notes.length - none.length - 1 - footer.length;
    // "No changes." right above "Changes to the glossary files alone" would contradict it: say what the pull request does not change.
    const quiet = notes === '' ? split : { ...split, heading: ownHeading(plain, true) };
    return `${heading}${ownTitle}${renderMarkdown(plain, { maxChars: room, ...quiet })}${notes}\n${none}${footer}`;
  }
  const previews = splitPreviews(parts.checks, plain, driftPlan);
  const title = ownTitle + driftPointer(driftPlan);
  const ownOptions = { ...split, heading: ownHeading(plain, notes !== ''), ...(previews.own === undefined ? {} : { checks: previews.own }) };
  const driftHead = driftHeading(drift.base, driftPlan, previews.drift.length);
  const room = maxChars - heading.length - title.length - notes.length - driftHead.length - footer.length;
  const driftWhole = renderDrift(driftPlan, previews.drift, Infinity, parts.cutNotes).length;
  const [ownRoom, driftRoom] = share(room, renderMarkdown(plain, { ...ownOptions, maxChars: Infinity }).length, driftWhole);
  const ownText = renderMarkdown(plain, { ...ownOptions, maxChars: ownRoom });
  return `${heading}${title}${ownText}${notes}${driftHead}${renderDrift(driftPlan, previews.drift, driftRoom, parts.cutNotes)}${footer}`;
}

/**
 * The heading of a pull request's own plan beside drift or changes to the
 * files alone: "No changes. The live lists match the style files." would be
 * untrue beside drift, and read as "nothing changed" above the files-alone
 * block; only this pull request changes nothing on the service.
 */
function ownHeading(plain: Plan, filesAlone: boolean): string {
  const line = summaryLine(plain);
  if (line !== NO_CHANGES && line !== NO_CHANGES_WITH_GLOSSARIES) return line;
  // Above "Changes to the glossary files alone", a bare "no glossary" would seem to deny them.
  const where = filesAlone ? ' on the service' : '';
  return plain.glossaries === undefined ? `None: this pull request changes no list${where}.` : `None: this pull request changes no list and no glossary${where}.`;
}

/**
 * One line under the pull request's title, so a reviewer who stops at its
 * overview still knows that merging applies drift too, and whether that
 * drift deletes or replaces (its alerts are at the end, after every list).
 */
function driftPointer(drift: Plan): string {
  const deletes = drift.lists.items.filter((l) => l.action === 'delete' && isLoss(l)).length;
  const replaces = drift.lists.items.filter((l) => l.action === 'replace').length;
  const glossaries = glossaryChanges(drift);
  const glossaryDeletes = glossaries.filter(isGlossaryLoss).length;
  const losses = [
    deletes > 0 ? `**deletes ${plural(deletes, 'list')}**` : '',
    glossaryDeletes > 0 ? `**deletes ${plural(glossaryDeletes, 'glossary', 'glossaries')}**` : '',
    replaces > 0 ? `**replaces ${plural(replaces, 'list')}**` : '',
  ].filter((p) => p !== '');
  const danger = losses.length === 0 ? '' : `; that drift ${losses.join(' and ')}`;
  const where = [drift.lists.items.length > 0 || glossaries.length === 0 ? plural(drift.lists.items.length, 'list') : '', glossaries.length > 0 ? plural(glossaries.length, 'glossary', 'glossaries') : ''];
  return `_Applying after the merge also undoes drift in ${where.filter((w) => w !== '').join(' and ')}, shown apart under **Drift** at the end${danger}._\n\n`;
}

/**
 * Apart from the pull request's plan (a rule, then a heading of its own, not
 * `Plan:`), saying what it is, what applying does with it, and which side of
 * its tables is which.
 */
function driftHeading(base: string, drift: Plan, previews: number): string {
  const counts = summaryLine(drift).replace(/^Plan: /, '');
  // A base that manages glossaries may drift in either; one that does not keeps its words as they were.
  const [what, files] = drift.glossaries === undefined ? ['lists', 'style files'] : ['lists or glossaries', 'style and glossary files'];
  const examples = previews === 0 ? '' : ` The translate examples of ${previews === 1 ? 'the drifted list are' : `the ${previews} drifted lists are`} here too.`;
  return (
    '\n---\n\n' +
    `### Drift: the service differs from the base branch (${markdownText(base)})\n\n` +
    '> [!IMPORTANT]\n' +
    `> **Not part of this pull request**, but applying after the merge makes these changes too: ${markdownText(counts)} ` +
    `The ${what} on the service were changed outside stylesync, or the base branch was not applied; review them before approving.<br>` +
    `In this section, **${DRIFT_SIDES.before}** is what the service holds now and **${DRIFT_SIDES.after}** is what the base branch's ${files} say.${examples}\n\n`
  );
}

/**
 * The drift plan without a heading of its own (driftHeading says the counts),
 * its overview's alerts saying that applying after the merge deletes or
 * replaces (not "this plan"), its columns named as the service and the base
 * branch's file; then the drifted lists' examples. Within `maxChars`, the plan
 * and the examples share it as the two sections of a review do.
 */
function renderDrift(drift: Plan, previews: readonly ListCheck[], maxChars: number, cutNotes: CutNotes | undefined): string {
  const plan = (room: number) =>
    renderMarkdown(drift, { maxChars: room, heading: null, sides: DRIFT_SIDES, cause: 'service', overviewSubject: 'Applying after the merge also', previews: listOutcomes(previews), ...(cutNotes === undefined ? {} : { cutNotes }) });
  const examples = (room: number) => (previews.length === 0 ? '' : fitSections({ header: [], sections: listCheckSections(previews, DRIFT_SIDES) }, room, cutNotes));
  if (maxChars === Infinity) return plan(Infinity) + examples(Infinity);
  const [planRoom, examplesRoom] = share(maxChars, plan(Infinity).length, examples(Infinity).length);
  return plan(planRoom) + examples(examplesRoom);
}

/**
 * Each list's examples go with the change they show: a list that changed
 * only through drift has them in the drift section; every other list
 * (changed by the pull request, new, or unchanged) keeps them with the pull
 * request's plan, together with the language checks and the cost line.
 */
function splitPreviews(checks: PlanChecks | undefined, own: Plan, drift: Plan): { own: PlanChecks | undefined; drift: ListCheck[] } {
  const report = checks?.translations;
  if (checks === undefined || report === undefined) return { own: checks, drift: [] };
  const ownNames = new Set(own.lists.items.map((l) => l.name));
  const driftNames = new Set(drift.lists.items.map((l) => l.name).filter((name) => !ownNames.has(name)));
  const driftLists = report.lists.filter((l) => driftNames.has(l.name));
  return { own: { ...checks, translations: { ...report, lists: report.lists.filter((l) => !driftNames.has(l.name)) } }, drift: driftLists };
}

/** Two parts in `room`: whole when both fit, else the smaller whole when it needs under half, else half each. */
function share(room: number, a: number, b: number): [number, number] {
  if (a + b <= room) return [a, b];
  const half = Math.floor(room / 2);
  if (a <= half) return [a, room - a];
  if (b <= half) return [room - b, b];
  return [half, room - half];
}
