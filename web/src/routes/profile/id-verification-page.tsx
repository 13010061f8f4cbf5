// /id-verification, /id-proofType and /document-verification: the identity documents on their own page, which the
// profile gate leaves open to a member whose profile is not complete yet (spec 000 §4).
import { IdVerificationPage } from './verification-page';

export default IdVerificationPage;
