// Wish lists' own rules (decision 0043): the name of a group, how many groups and saved homes a member may keep, who
// may read a group, and the words of a refusal.

/** At most this many groups a member keeps, and this many saved homes across them: a list, not a crawl. */
export const MAX_GROUPS_PER_MEMBER = 100;
export const MAX_ITEMS_PER_MEMBER = 1000;
export const MAX_NAME_LENGTH = 100;

export const WISH_LIST_TEXTS = {
  nameRequired: 'Please enter a name for your wish list.',
  nameTooLong: `A wish list's name can be at most ${MAX_NAME_LENGTH} characters.`,
  tooManyGroups: `You can keep at most ${MAX_GROUPS_PER_MEMBER} wish lists. Delete one to make room.`,
  tooManyItems: `You can save at most ${MAX_ITEMS_PER_MEMBER.toLocaleString('en-US')} homes in your wish lists. Remove one to make room.`,
  groupNotFound: 'This wish list does not exist or is private.',
} as const;

export interface WishListGroupRecord {
  id: string;
  userId: string;
  name: string;
  isPublic: boolean;
  updatedAt: Date;
}

/** A group's name as kept (trimmed, spaces inside folded), or why it cannot be one (spec 000 §5: blank is refused). */
export function wishListName(raw: string): { name: string } | { error: string } {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') return { error: WISH_LIST_TEXTS.nameRequired };
  if ([...name].length > MAX_NAME_LENGTH) return { error: WISH_LIST_TEXTS.nameTooLong };
  return { name };
}

/** A public group is open to every signed-in member; a private one to its owner only. */
export const mayReadGroup = (group: Pick<WishListGroupRecord, 'userId' | 'isPublic'>, userId: string): boolean =>
  group.isPublic || group.userId === userId;

/** Whether the groups of the member `ownerId` are shown with her private ones: only to herself. */
export const seesPrivateGroups = (ownerId: string, callerId: string): boolean => ownerId === callerId;
