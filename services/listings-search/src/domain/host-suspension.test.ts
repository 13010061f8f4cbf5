import { describe, expect, it } from 'vitest';
import { isHostSuspended, onHostDeleted } from './host-suspension';

describe("a host's deleted account", () => {
  it('suspends her listings when the deletion may be undone, and deletes them when it never will be', () => {
    expect(onHostDeleted(true)).toBe('suspend');
    expect(onHostDeleted(false)).toBe('delete');
  });

  it('reads a listing as suspended exactly while it carries the stamp', () => {
    expect(isHostSuspended({ hostSuspendedAt: new Date('2026-12-01T10:00:00Z') })).toBe(true);
    expect(isHostSuspended({ hostSuspendedAt: null })).toBe(false);
  });
});
