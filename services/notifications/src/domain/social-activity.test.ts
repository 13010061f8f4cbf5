import { describe, expect, it } from 'vitest';
import { SOCIAL_ACTIVITY_KINDS, socialActivityLine } from './social-activity';

describe('a line about social activity', () => {
  it('names the member who did it', () => {
    expect(socialActivityLine('mention', 'Gina')).toBe('Gina mentioned you.');
    expect(socialActivityLine('comment', 'Gina')).toBe('Gina commented on your post.');
    expect(socialActivityLine('connection_request', 'Gina')).toBe('Gina would like to connect with you.');
    expect(socialActivityLine('event_invitation', 'Gina')).toBe('Gina invited you to an event.');
  });

  it('says "A member" when her name is unknown or blank', () => {
    expect(socialActivityLine('mention', undefined)).toBe('A member mentioned you.');
    expect(socialActivityLine('comment', '  ')).toBe('A member commented on your post.');
  });

  it('exists for every kind', () => {
    for (const kind of SOCIAL_ACTIVITY_KINDS) expect(socialActivityLine(kind, 'Ann')).toMatch(/^Ann /);
  });
});
