// In-app notifications and the member's counts, for the header.
export { useCounts, type Counts, type UnreadCounts } from './use-counts';
