// Managing admins and their roles (spec 000 §3, §6-8; decision 0008): input rules, and what one admin may do to
// another. Pure; the exact-URL rule itself is service-kit's isUrlAllowed.
import { EMAIL_MAX_LENGTH, isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration';

/** What the rules need to know about the admin acting. */
export interface ActingAdmin {
  adminId: string;
  isSuperAdmin: boolean;
  privilegeIds: readonly number[];
}

/** What the rules need to know about the admin acted on. */
export interface TargetAdmin {
  id: string;
  isSuperAdmin: boolean;
  /** Her role's privileges (none without a role). */
  privilegeIds?: readonly number[];
}

/** A refusal: 400 for bad input, 403 for what this admin may not do, 404 for what does not exist. */
export interface Refusal {
  status: 400 | 403 | 404;
  errorMessage: string;
}

export const ROLE_NAME_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 255;

export const ADMIN_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: "Invalid Email. Please make sure it's typed in correctly.",
  emailTaken: 'Another admin already uses this email address.',
  emailIsMember: 'This email address belongs to a member account. An admin needs an address of her own.',
  passwordRequired: 'Password is required.',
  roleRequired: 'Choose a role for this admin.',
  roleUnknown: 'That admin role does not exist. Choose one from the list.',
  adminUnknown: 'That admin does not exist, or has been deleted.',
  deleteSelf: 'You cannot delete your own admin account.',
  superAdminOnly: 'Only a super admin can change or delete a super admin.',
  targetBeyondOwn: 'You can only change or delete admins whose privileges you hold yourself.',
  grantBeyondOwn: 'You can only give privileges you hold yourself.',
  roleNameRequired: 'Role name is required.',
  roleNameTooLong: `Role name must be at most ${ROLE_NAME_MAX_LENGTH} characters.`,
  roleNameTaken: 'Another admin role already has this name.',
  roleDescriptionTooLong: `Description must be at most ${ROLE_DESCRIPTION_MAX_LENGTH} characters.`,
  privilegesRequired: 'Choose at least one privilege.',
  roleInUse: (admins: number) =>
    `This role is given to ${admins} admin${admins === 1 ? '' : 's'}. Give ${admins === 1 ? 'her' : 'them'} another role first.`,
  privilegeUnknown: (ids: readonly number[]) => `Unknown privilege${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}.`,
} as const;

const bad = (errorMessage: string): Refusal => ({ status: 400, errorMessage });
const forbidden = (errorMessage: string): Refusal => ({ status: 403, errorMessage });

/** The sign-up password rule of spec 000 §5 (8+ characters with a digit, a lower-case and an upper-case letter). */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number.';
  if (!/\p{Ll}/u.test(password)) return 'Password must contain at least one lowercase letter.';
  if (!/\p{Lu}/u.test(password)) return 'Password must contain at least one uppercase letter.';
  return null;
}

export interface AdminUserInput {
  email?: string | null;
  password?: string | null;
  roleId?: number | null;
}

/** Clean values of an accepted createAdminUser input: e-mail trimmed and lower-cased; no password keeps hers. */
export interface AdminUserChange {
  email: string;
  password: string | null;
  roleId: number | null;
}

/**
 * The field rules of createAdminUser. `existing` is the admin being changed (absent when adding one): a new admin
 * needs a password and, being a sub-admin, a role; a change may leave the password blank and the role unchanged.
 */
export function validateAdminUserInput(
  input: AdminUserInput,
  existing?: TargetAdmin & { roleId: number | null },
): AdminUserChange | Refusal {
  const email = (input.email ?? '').trim().toLowerCase();
  if (email === '') return bad(ADMIN_MESSAGES.emailRequired);
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return bad(ADMIN_MESSAGES.emailInvalid);
  const password = input.password ? input.password : null;
  if (password === null && !existing) return bad(ADMIN_MESSAGES.passwordRequired);
  const weak = password === null ? null : passwordProblem(password);
  if (weak) return bad(weak);
  const roleId = input.roleId ?? existing?.roleId ?? null;
  if (roleId === null && !existing?.isSuperAdmin) return bad(ADMIN_MESSAGES.roleRequired);
  if (roleId !== null && (!Number.isInteger(roleId) || roleId < 1)) return bad(ADMIN_MESSAGES.roleUnknown);
  return { email, password, roleId };
}

/** Whether `actor` may hand out these privileges (in a role, or by giving a role): only what she holds herself. */
export function mayGrant(actor: ActingAdmin, privilegeIds: readonly number[]): boolean {
  return actor.isSuperAdmin || privilegeIds.every((id) => actor.privilegeIds.includes(id));
}

/**
 * Why `actor` may not change `target` (null when she may): a super admin is changed only by a super admin, and an
 * admin only by one who holds all her privileges (else a new password would hand them over).
 */
export function changeRefusal(actor: ActingAdmin, target: TargetAdmin): Refusal | null {
  if (actor.isSuperAdmin) return null;
  if (target.isSuperAdmin) return forbidden(ADMIN_MESSAGES.superAdminOnly);
  return mayGrant(actor, target.privilegeIds ?? []) ? null : forbidden(ADMIN_MESSAGES.targetBeyondOwn);
}

/** Why `actor` may not delete `target` (null when she may): nobody deletes herself, so a super admin always remains. */
export function deletionRefusal(actor: ActingAdmin, target: TargetAdmin): Refusal | null {
  if (actor.adminId === target.id) return bad(ADMIN_MESSAGES.deleteSelf);
  return changeRefusal(actor, target);
}

export interface AdminRoleInput {
  name?: string | null;
  description?: string | null;
  privilegeIds?: readonly number[] | null;
}

export interface AdminRoleChange {
  name: string;
  description: string | null;
  privilegeIds: number[];
}

/** The rules of a role: a name, an optional description, at least one privilege of the catalogue. */
export function validateAdminRoleInput(
  input: AdminRoleInput,
  knownPrivilegeIds: readonly number[],
): AdminRoleChange | Refusal {
  const name = (input.name ?? '').trim();
  if (name === '') return bad(ADMIN_MESSAGES.roleNameRequired);
  if ([...name].length > ROLE_NAME_MAX_LENGTH) return bad(ADMIN_MESSAGES.roleNameTooLong);
  const description = (input.description ?? '').trim() || null;
  if (description !== null && [...description].length > ROLE_DESCRIPTION_MAX_LENGTH)
    return bad(ADMIN_MESSAGES.roleDescriptionTooLong);
  const privilegeIds = [...new Set(input.privilegeIds ?? [])].sort((a, b) => a - b);
  if (privilegeIds.length === 0) return bad(ADMIN_MESSAGES.privilegesRequired);
  const unknown = privilegeIds.filter((id) => !knownPrivilegeIds.includes(id));
  if (unknown.length > 0) return bad(ADMIN_MESSAGES.privilegeUnknown(unknown));
  return { name, description, privilegeIds };
}

export const isRefusal = (value: object): value is Refusal => 'errorMessage' in value;
