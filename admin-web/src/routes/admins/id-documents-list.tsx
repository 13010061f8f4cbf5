// The identity documents that ID proof verification (the review queue, pending unless the URL says otherwise) and
// Documents (every document, any status unless filtered) share: 20 a page from getIdDocuments, the status filter and
// page in the URL, and one document at a time open in the review panel above the list (decision 0031).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { IdDocumentsDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { FilterSelect } from '../../ui/table-filters';
import { oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import {
  DocumentReview,
  documentName,
  kindLabel,
  memberName,
  StatusBadge,
  statusLabel,
  type IdDocumentRow,
} from './document-review';
import { RowAction } from '../../ui/row-action';
import { Day } from '../../ui/dates';
import pageStyles from '../../ui/page.module.css';

const STATUSES = ['pending', 'flagged', 'approved', 'rejected'] as const;
/** The queue's "no filter": its default is pending, so every status needs a value of its own. */
const ALL = 'all';
/** getIdDocuments answers 20 a page (accounts' REVIEW_PAGE_SIZE). */
const PAGE = { pageSize: 20, pageSizes: [20] };

const QUEUE: TableStateOptions<'status'> = {
  ...PAGE,
  filters: { status: { default: 'pending', valid: oneOf([...STATUSES, ALL]) } },
};
const EVERY: TableStateOptions<'status'> = { ...PAGE, filters: { status: { valid: oneOf(STATUSES) } } };

const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

export function IdDocumentsList({ screen, queue }: AdminScreenProps & { queue: boolean }) {
  const table = useTableState(queue ? QUEUE : EVERY);
  const status = table.filters.status;
  const documents = useQuery(IdDocumentsDocument, {
    ...LIST_QUERY,
    variables: { status: status === '' || status === ALL ? null : status, currentPage: table.page },
  });
  const [open, setOpen] = useState<IdDocumentRow | null>(null);
  const page = documents.data?.getIdDocuments;

  const columns: Column<IdDocumentRow>[] = [
    {
      header: ADMIN_TEXTS.documentMember,
      rowHeader: true,
      cell: (doc) => (
        <>
          {memberName(doc)}
          {doc.profileId !== null && doc.profileId !== undefined && (
            <span className={pageStyles.second}>{ADMIN_TEXTS.documentProfileId(doc.profileId)}</span>
          )}
        </>
      ),
    },
    { header: ADMIN_TEXTS.documentKind, cell: (doc) => kindLabel(doc.documentType) },
    {
      header: ADMIN_TEXTS.documentUploaded,
      cell: (doc) => <Day iso={doc.createdAt} />,
    },
    { header: ADMIN_TEXTS.documentStatus, cell: (doc) => <StatusBadge status={doc.status} /> },
    {
      header: ADMIN_TEXTS.documentActions,
      cell: (doc) => (
        <RowAction label={ADMIN_TEXTS.reviewDocument} who={documentName(doc)} onClick={() => setOpen(doc)} />
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={queue ? ADMIN_TEXTS.idProofLead : ADMIN_TEXTS.documentsLead}
      panel={
        open && (
          <DocumentReview
            key={open.id}
            document={open}
            onClose={() => setOpen(null)}
            onReviewed={(reviewed) => {
              // The panel stays open on the document as it now is; the list is asked again (it may have left the queue).
              setOpen(reviewed);
              refetchQuietly(documents)();
            }}
          />
        )
      }
      filters={
        <FilterSelect
          state={table}
          name="status"
          label={ADMIN_TEXTS.documentStatus}
          options={queue ? [...STATUS_OPTIONS, { value: ALL, label: ADMIN_TEXTS.everyStatus }] : STATUS_OPTIONS}
          anyLabel={queue ? null : ADMIN_TEXTS.everyStatus}
        />
      }
      table={{
        state: table,
        columns,
        rowKey: (doc) => doc.id,
        ...serverPage(page),
        ...queryState(documents, { keepRows: true }),
        empty: queue ? ADMIN_TEXTS.documentsQueueEmpty : ADMIN_TEXTS.documentsEmpty,
        emptyFiltered: ADMIN_TEXTS.documentsEmptyFiltered,
      }}
    />
  );
}
