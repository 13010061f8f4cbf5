// How many confirmation or reset links a member may be mailed: each is an e-mail in her inbox, so few an hour.

/** At most this many confirmation or reset e-mails an hour per member. */
export const LINKS_PER_HOUR = 3;

export const mayMailAnotherLink = (sentInPastHour: number) => sentInPastHour < LINKS_PER_HOUR;
