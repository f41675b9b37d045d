import { afterEach, describe, expect, it } from 'vitest';
import { driftMarker, MAX_DRIFT_ISSUE_PAGES, syncDriftIssue } from '../../src/action/drift-issue.ts';
import { gitHubIssues } from '../../src/action/github-issues.ts';
import { startFakeGitHub, type FakeGitHub } from '../world/github.ts';

const TOKEN = 'ghs_bound-TOKEN';
let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

describe('the search for the drift issue', () => {
  it('reads a bounded number of pages, and says the bound rather than opening a second issue', async () => {
    const fake = await startFakeGitHub({ token: TOKEN });
    github = fake;
    for (let i = 0; i < MAX_DRIFT_ISSUE_PAGES * 100 + 1; i++) fake.addIssue({ title: `noise ${i}`, body: 'not ours', labels: ['stylesync-drift'], state: 'open' });
    const api = gitHubIssues({ apiUrl: fake.url, repository: 'acme/styles', token: TOKEN });
    const options = { target: 'prod', drifted: true, title: 't', body: 'drift', closing: 'closed' };
    await expect(syncDriftIssue(api, options)).rejects.toMatchObject({ message: expect.stringContaining(`More than ${MAX_DRIFT_ISSUE_PAGES * 100} open issues`), hint: expect.stringContaining('stylesync-drift') });
    expect(fake.requests.filter((r) => r.method === 'GET')).toHaveLength(MAX_DRIFT_ISSUE_PAGES);
    expect(fake.writes()).toEqual([]);

  });

  it('keeps one issue per target: a marker is percent-encoded, so one target cannot match another', () => {
    expect(driftMarker('a -->')).toBe('<!-- stylesync-drift: target=a%20--%3E -->');
    expect(driftMarker(null)).toBe('<!-- stylesync-drift: target=(default) -->');
  });
});
