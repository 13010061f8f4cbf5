// What a host's deleted account means for her listings (decision 0040). Pure: no I/O.

/**
 * An admin's deletion may be undone for 30 days (decision 0029), so her listings wait, suspended, with every state
 * they had. Her own deletion erases her at once and is never undone, and one from before accounts recorded who
 * deleted (reason unspecified) cannot be restored either: her listings are deleted as her own delete would.
 */
export const onHostDeleted = (restorable: boolean): 'suspend' | 'delete' => (restorable ? 'suspend' : 'delete');

/** Suspended: its host's account is deleted by an admin and may still be restored. */
export const isHostSuspended = (listing: { hostSuspendedAt: Date | null }): boolean => listing.hostSuspendedAt !== null;

export const HOST_SUSPENSION_TEXTS = {
  /** The editor's answer to her co-host (or anyone acting for her) while the listing is suspended. */
  editRefused:
    "This listing is on hold while its host's account is closed, so it cannot be changed until the account is restored.",
} as const;
