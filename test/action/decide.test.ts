import { describe, expect, it } from 'vitest';
import { decide, FORK_NOTE } from '../../src/action/decide.ts';
import { classifyEvent, type ActionEvent } from '../../src/action/event.ts';

const repo = { full_name: 'acme/styles' };
const pr = (fork = false, name = 'pull_request') =>
  classifyEvent(name, { pull_request: { number: 3, base: { sha: 'abc', ref: 'main', repo }, head: { repo: fork ? { full_name: 'x/styles' } : repo } } }, 'refs/pull/3/merge');
const push = (branch: string) => classifyEvent('push', { ref: `refs/heads/${branch}`, repository: { default_branch: 'main' } }, '');

describe('classifyEvent', () => {
  it('reads pull requests, forks, pushes to the default branch and schedules', () => {
    expect(pr()).toEqual({ kind: 'pull_request', name: 'pull_request', number: 3, baseSha: 'abc', baseRef: 'main', fork: false });
    expect(pr(true)).toMatchObject({ fork: true });
    // A deleted fork has no head repository: treat it as a fork.
    expect(classifyEvent('pull_request', { pull_request: { number: 1, base: { repo }, head: { repo: null } } }, '')).toMatchObject({ fork: true });
    expect(push('main')).toMatchObject({ kind: 'push', onDefaultBranch: true });
    expect(push('dev')).toMatchObject({ kind: 'push', onDefaultBranch: false });
    expect(classifyEvent('schedule', { schedule: '0 6 * * *' } as never, '')).toEqual({ kind: 'schedule' });
  });
});

describe('decide', () => {
  const refused = (event: ActionEvent) => decide(event, 'apply').run;

  it('never applies on a pull request, a fork, another branch, a schedule or an unknown event', () => {
    expect(refused(pr())).toBe('refuse');
    expect(refused(pr(false, 'pull_request_target'))).toBe('refuse');
    expect(refused(pr(true))).toBe('refuse');
    expect(refused(push('dev'))).toBe('refuse');
    expect(refused({ kind: 'schedule' })).toBe('refuse');
    expect(refused({ kind: 'other', name: 'release' })).toBe('refuse');
  });

  it('applies on a push to the default branch and on workflow_dispatch', () => {
    expect(refused(push('main'))).toBe('apply');
    expect(refused({ kind: 'workflow_dispatch', ref: 'refs/heads/main' })).toBe('apply');
  });

  it('validates forks only, checks drift on a schedule, plans otherwise', () => {
    expect(decide(pr(true), 'plan')).toEqual({ run: 'validate', note: FORK_NOTE });
    expect(decide(pr(), 'plan')).toMatchObject({ run: 'plan', pullRequest: { number: 3 } });
    expect(decide({ kind: 'schedule' }, 'plan')).toEqual({ run: 'drift-check' });
    expect(decide(push('main'), 'plan')).toEqual({ run: 'plan' });
    expect(decide(pr(), 'validate')).toEqual({ run: 'validate' });
  });
});
