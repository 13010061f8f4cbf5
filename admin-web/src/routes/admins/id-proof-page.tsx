// ID proof verification (/siteadmin/id-proof, ID Proof Verification Management): the documents waiting for review.
import type { AdminScreenProps } from '../admin-screen';
import { IdDocumentsList } from './id-documents-list';

export default function IdProofPage(props: AdminScreenProps) {
  return <IdDocumentsList {...props} queue />;
}
