// The referral landing /c/{referralKey}?/{inviteEmail}?/... : an invitation link opens the registration screen
// with its code shown and locked, and the invited address and ZIP filled in when the link carries them.
import { Navigate, useParams } from 'react-router';
import { readReferralLink, registrationPathFor } from './referral-link-shape';

export default function ReferralLandingPage() {
  const { referralKey, inviteEmail, dateOfBirth, zipCode, accept, '*': rest } = useParams();
  // The `/c/*` route (a link with an empty segment) hands over everything after /c/ as one string.
  const segments = rest !== undefined ? rest.split('/') : [referralKey, inviteEmail, dateOfBirth, zipCode, accept];
  const parts = readReferralLink(segments);
  return <Navigate to={registrationPathFor(parts)} replace />;
}
