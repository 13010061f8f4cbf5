import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  changeRefusal,
  deletionRefusal,
  mayGrant,
  passwordProblem,
  validateAdminRoleInput,
  validateAdminUserInput,
} from './admin-users';

const superAdmin = { adminId: 'a-super', isSuperAdmin: true, privilegeIds: [] };
const subAdmin = { adminId: 'a-sub', isSuperAdmin: false, privilegeIds: [1, 31, 34] };

describe('adding or changing an admin', () => {
  it('accepts a new sub-admin with a trimmed, lower-cased e-mail, a strong password and a role', () => {
    expect(validateAdminUserInput({ email: ' Editor@Golightly.TEST ', password: 'Strong2024!', roleId: 3 })).toEqual({
      email: 'editor@golightly.test',
      password: 'Strong2024!',
      roleId: 3,
    });
  });

  it('needs an e-mail in a valid form', () => {
    expect(validateAdminUserInput({ email: '  ', password: 'Strong2024!', roleId: 3 })).toEqual({
      status: 400,
      errorMessage: 'Email is required.',
    });
    expect(validateAdminUserInput({ email: 'editor@', password: 'Strong2024!', roleId: 3 })).toEqual({
      status: 400,
      errorMessage: ADMIN_MESSAGES.emailInvalid,
    });
  });

  it('needs a password for a new admin, and the sign-up strength rule for any password', () => {
    expect(validateAdminUserInput({ email: 'e@golightly.test', roleId: 3 })).toEqual({
      status: 400,
      errorMessage: 'Password is required.',
    });
    expect(validateAdminUserInput({ email: 'e@golightly.test', password: 'weakpass', roleId: 3 })).toEqual({
      status: 400,
      errorMessage: 'Password must contain at least one number.',
    });
  });

  it('needs a role for a new admin, who is always a sub-admin', () => {
    expect(validateAdminUserInput({ email: 'e@golightly.test', password: 'Strong2024!' })).toEqual({
      status: 400,
      errorMessage: ADMIN_MESSAGES.roleRequired,
    });
    expect(validateAdminUserInput({ email: 'e@golightly.test', password: 'Strong2024!', roleId: 0 })).toEqual({
      status: 400,
      errorMessage: ADMIN_MESSAGES.roleUnknown,
    });
  });

  it('keeps the password and role of an admin being changed when they are left out', () => {
    const existing = { id: 'a-sub', isSuperAdmin: false, roleId: 4 };
    expect(validateAdminUserInput({ email: 'e@golightly.test', password: '' }, existing)).toEqual({
      email: 'e@golightly.test',
      password: null,
      roleId: 4,
    });
  });

  it('lets a super admin stay without a role', () => {
    const existing = { id: 'a-super', isSuperAdmin: true, roleId: null };
    expect(validateAdminUserInput({ email: 'boss@golightly.test' }, existing)).toEqual({
      email: 'boss@golightly.test',
      password: null,
      roleId: null,
    });
  });

  it('words each password problem', () => {
    expect(passwordProblem('Sh0rt')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('ALLUPPER123')).toBe('Password must contain at least one lowercase letter.');
    expect(passwordProblem('alllower123')).toBe('Password must contain at least one uppercase letter.');
    expect(passwordProblem('Strong2024!')).toBeNull();
  });
});

describe('what one admin may do to another', () => {
  it('lets nobody delete her own account, super admin or not', () => {
    expect(deletionRefusal(superAdmin, { id: 'a-super', isSuperAdmin: true })).toEqual({
      status: 400,
      errorMessage: ADMIN_MESSAGES.deleteSelf,
    });
    expect(deletionRefusal(subAdmin, { id: 'a-sub', isSuperAdmin: false })).toEqual({
      status: 400,
      errorMessage: ADMIN_MESSAGES.deleteSelf,
    });
  });

  it('lets only a super admin change or delete a super admin', () => {
    expect(changeRefusal(subAdmin, { id: 'a-super', isSuperAdmin: true })).toEqual({
      status: 403,
      errorMessage: ADMIN_MESSAGES.superAdminOnly,
    });
    expect(deletionRefusal(subAdmin, { id: 'a-super', isSuperAdmin: true })?.status).toBe(403);
    expect(deletionRefusal(superAdmin, { id: 'a-other', isSuperAdmin: true })).toBeNull();
    expect(deletionRefusal(superAdmin, { id: 'a-sub', isSuperAdmin: false })).toBeNull();
  });

  it('lets an admin change only admins whose privileges she holds herself', () => {
    expect(changeRefusal(subAdmin, { id: 'a-2', isSuperAdmin: false, privilegeIds: [1, 34] })).toBeNull();
    expect(changeRefusal(subAdmin, { id: 'a-2', isSuperAdmin: false, privilegeIds: [1, 3] })).toEqual({
      status: 403,
      errorMessage: ADMIN_MESSAGES.targetBeyondOwn,
    });
    expect(deletionRefusal(subAdmin, { id: 'a-2', isSuperAdmin: false, privilegeIds: [3] })?.status).toBe(403);
    expect(changeRefusal(superAdmin, { id: 'a-2', isSuperAdmin: false, privilegeIds: [1, 3] })).toBeNull();
  });

  it('lets an admin hand out only privileges she holds; a super admin holds all', () => {
    expect(mayGrant(subAdmin, [1, 34])).toBe(true);
    expect(mayGrant(subAdmin, [1, 3])).toBe(false);
    expect(mayGrant(superAdmin, [1, 3, 51])).toBe(true);
  });
});

describe('admin roles', () => {
  const known = [1, 2, 3, 31];

  it('accepts a name, an optional description and known privileges, sorted without repeats', () => {
    expect(
      validateAdminRoleInput({ name: ' Perks team ', description: ' ', privilegeIds: [31, 1, 31] }, known),
    ).toEqual({
      name: 'Perks team',
      description: null,
      privilegeIds: [1, 31],
    });
  });

  it('needs a name of at most 100 characters', () => {
    expect(validateAdminRoleInput({ name: '', privilegeIds: [1] }, known)).toEqual({
      status: 400,
      errorMessage: 'Role name is required.',
    });
    expect(validateAdminRoleInput({ name: 'x'.repeat(101), privilegeIds: [1] }, known)).toEqual({
      status: 400,
      errorMessage: 'Role name must be at most 100 characters.',
    });
  });

  it('keeps descriptions to 255 characters', () => {
    expect(validateAdminRoleInput({ name: 'Perks', description: 'd'.repeat(256), privilegeIds: [1] }, known)).toEqual({
      status: 400,
      errorMessage: 'Description must be at most 255 characters.',
    });
  });

  it('needs at least one privilege, each from the catalogue', () => {
    expect(validateAdminRoleInput({ name: 'Empty', privilegeIds: [] }, known)).toEqual({
      status: 400,
      errorMessage: 'Choose at least one privilege.',
    });
    expect(validateAdminRoleInput({ name: 'Odd', privilegeIds: [1, 99, 100] }, known)).toEqual({
      status: 400,
      errorMessage: 'Unknown privileges: 99, 100.',
    });
  });

  it('explains why a role still given to admins stays', () => {
    expect(ADMIN_MESSAGES.roleInUse(1)).toBe('This role is given to 1 admin. Give her another role first.');
    expect(ADMIN_MESSAGES.roleInUse(3)).toBe('This role is given to 3 admins. Give them another role first.');
  });
});
