import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/util/escape-regexp.ts';

describe('escapeRegExp', () => {
  const hostile = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';

  it('matches the text literally, with and without the u flag', () => {
    for (const flags of ['', 'u', 'giu']) {
      const re = new RegExp(`^${escapeRegExp(hostile)}$`, flags);
      expect(re.test(hostile), flags).toBe(true);
      expect(re.test(hostile.replace('.', 'x')), flags).toBe(false);
    }
  });
});
