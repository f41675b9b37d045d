import { describe, expect, it } from 'vitest';
import { forWorkflowLog } from '../../src/action/log-text.ts';

describe('forWorkflowLog', () => {
  it('neutralises workflow commands at any line start, leading spaces included', () => {
    const text = forWorkflowLog('ok\n::error::x\n   ::add-mask::y\n##[warning]z\n\t::stop-commands::t');
    for (const line of text.split('\n')) expect(line).not.toMatch(/^\s*(::|##\[)/);
    expect(text.replace(/\u200b/g, '')).toBe('ok\n::error::x\n   ::add-mask::y\n##[warning]z\n\t::stop-commands::t');
  });

  it('leaves colons elsewhere alone', () => {
    expect(forWorkflowLog('rule numbers.x: a::b')).toBe('rule numbers.x: a::b');
  });
});
