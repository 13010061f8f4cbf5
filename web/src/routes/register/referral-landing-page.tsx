// The referral landing /c/{referralKey}?/{inviteEmail}?/... : an invitation link opens the registration screen
// with its code shown and locked, and the invited address and ZIP filled in when the link carries them.
import { Navigate, useParams } from 'react-router';
import { readReferralLink, registrationPathFor } from './referral-link-shape';

export default function ReferralLandingPage() {
  const { referralKey, inviteEmail, dateOfBirth, zipCode, accept } = useParams();
  const parts = readReferralLink([referralKey, inviteEmail, dateOfBirth, zipCode, accept]);
  return <Navigate to={registrationPathFor(parts)} replace />;
}
