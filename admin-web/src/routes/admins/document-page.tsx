// Documents (/siteadmin/document, ID Proof Verification Management): every identity document, whatever its review.
import type { AdminScreenProps } from '../admin-screen';
import { IdDocumentsList } from './id-documents-list';

export default function DocumentPage(props: AdminScreenProps) {
  return <IdDocumentsList {...props} queue={false} />;
}
