import { describe, expect, it } from 'vitest';
import { decideStatusChange, validateNewAccount } from './membership';

describe('an admin changing a member status', () => {
  it('approves a pending application into a verified standard member', () => {
    expect(decideStatusChange('pending', 'approve')).toEqual({
      ok: true,
      from: 'pending',
      to: 'standard',
      verifies: true,
    });
  });

  it('may reconsider a rejected application', () => {
    expect(decideStatusChange('rejected', 'approve')).toMatchObject({ ok: true, to: 'standard' });
  });

  it('rejects only pending applications', () => {
    expect(decideStatusChange('pending', 'reject')).toMatchObject({ ok: true, to: 'rejected', verifies: false });
    expect(decideStatusChange('standard', 'reject')).toEqual({
      ok: false,
      message: 'Only a pending application can be rejected.',
    });
  });

  it('puts only active members on hold and takes only held members off hold', () => {
    expect(decideStatusChange('standard', 'hold')).toMatchObject({ ok: true, to: 'on_hold' });
    expect(decideStatusChange('pending', 'hold')).toMatchObject({ ok: false });
    expect(decideStatusChange('on_hold', 'release')).toMatchObject({ ok: true, to: 'standard' });
    expect(decideStatusChange('standard', 'release')).toMatchObject({ ok: false });
  });

  it('cannot approve a member who is already standard', () => {
    expect(decideStatusChange('standard', 'approve')).toMatchObject({ ok: false });
  });
});

describe('an account made for someone else', () => {
  it('needs a name and a valid e-mail, and nothing else', () => {
    expect(validateNewAccount({ firstName: 'Cora', lastName: 'Hale', email: 'cora@example.com' })).toEqual([]);
    expect(validateNewAccount({ firstName: '', lastName: 'Hale', email: 'not-an-email' }).map((p) => p.field)).toEqual([
      'firstName',
      'email',
    ]);
  });
});
