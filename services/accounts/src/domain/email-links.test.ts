import { describe, expect, it } from 'vitest';
import { LINKS_PER_HOUR, mayMailAnotherLink } from './email-links';

describe('mayMailAnotherLink', () => {
  it('mails three links an hour, not a fourth', () => {
    expect(LINKS_PER_HOUR).toBe(3);
    expect([0, 1, 2, 3, 10].map(mayMailAnotherLink)).toEqual([true, true, true, false, false]);
  });
});
