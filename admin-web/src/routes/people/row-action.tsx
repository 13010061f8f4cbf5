// The row action button moved to ../../ui/row-action (one for every list screen); this path stays only for screens
// written against it (listings, in progress), until they import it from there.
export { RowAction, RowActions } from '../../ui/row-action';
