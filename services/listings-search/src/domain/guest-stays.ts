// Which stays let a guest read the home's street address (decision 0052): once the stay is hers for sure (confirmed),
// while she or her host asks to cancel it, and after it (completed). A request, an offer, a cancellation or a decline
// never does.

/** The reservation statuses (bookings-payments' codes) whose guest may read the listing's street, building and zip. */
export const ADDRESS_STATUSES: readonly string[] = ['confirmed', 'cancellationRequested', 'completed'];

export const staySharesAddress = (status: string): boolean => ADDRESS_STATUSES.includes(status);
