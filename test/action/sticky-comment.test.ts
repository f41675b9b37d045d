import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitHubComments } from '../../src/action/github.ts';
import { commentMarker, upsertStickyComment } from '../../src/action/sticky-comment.ts';
import { StylesyncError } from '../../src/errors.ts';
import { startFakeGitHub, type FakeGitHub } from '../world/github.ts';

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub({ token: 'tok' });
});
afterEach(async () => {
  await github.close();
});

const api = (token = 'tok') => gitHubComments({ apiUrl: github.url, repository: 'acme/styles', token });

describe('upsertStickyComment', () => {
  it('creates, then edits, then leaves an unchanged comment alone', async () => {
    const marker = commentMarker('production');
    expect((await upsertStickyComment(api(), 5, marker, 'one')).action).toBe('created');
    expect((await upsertStickyComment(api(), 5, marker, 'two')).action).toBe('updated');
    expect((await upsertStickyComment(api(), 5, marker, 'two')).action).toBe('unchanged');
    expect(github.comments(5)).toEqual([{ id: expect.any(Number), body: `${marker}\ntwo` }]);
  });

  it('finds its comment past the first page, and ignores replies quoting it', async () => {
    const marker = commentMarker(null);
    for (let i = 0; i < 120; i++) await api().create(5, i === 110 ? `${marker}\nold` : `chatter ${i}`);
    await api().create(5, `> ${marker}\n> old\nI agree`);
    expect((await upsertStickyComment(api(), 5, marker, 'new')).action).toBe('updated');
    expect(github.comments(5).filter((c) => c.body.includes('new'))).toHaveLength(1);
    expect(github.comments(5)).toHaveLength(121);
  });

  it('keeps targets apart, even one named like a prefix of another or like the end of a comment', () => {
    const names = ['prod', 'prod-eu', 'a -->', null];
    const markers = names.map(commentMarker);
    expect(new Set(markers).size).toBe(4);
    for (const m of markers) expect(m.indexOf('-->')).toBe(m.length - 3);
    for (const a of markers) for (const b of markers) if (a !== b) expect(`${b}\n`.startsWith(`${a}\n`)).toBe(false);
  });

  it('turns a refusal into advice about permissions', async () => {
    const error = await upsertStickyComment(api('wrong'), 5, commentMarker(null), 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).message).toContain('401');
    expect((error as StylesyncError).hint).toContain('github-token');
  });
});
