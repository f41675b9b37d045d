import { describe, expect, it } from 'vitest';
import { plural } from '../../src/util/plural.ts';

describe('plural', () => {
  it('counts with the singular for one and the plural otherwise, zero included', () => {
    expect(plural(1, 'list')).toBe('1 list');
    expect(plural(0, 'list')).toBe('0 lists');
    expect(plural(2, 'list')).toBe('2 lists');
  });
  it('takes an irregular plural', () => {
    expect(plural(1, 'list is', 'lists are')).toBe('1 list is');
    expect(plural(3, 'list is', 'lists are')).toBe('3 lists are');
  });
});
