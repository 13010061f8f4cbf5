// The referral landing /c/{referralKey}?/{inviteEmail}?/... : an invitation link opens the registration screen
// with its code shown and locked (and the invited address filled in when the link carries one).
import { Navigate, useParams } from 'react-router';

export default function ReferralLandingPage() {
  const { referralKey, inviteEmail, zipCode } = useParams();
  const query = new URLSearchParams();
  if (referralKey) query.set('key', referralKey);
  if (inviteEmail?.includes('@')) query.set('email', inviteEmail);
  if (zipCode) query.set('zip', zipCode);
  const search = query.toString();
  return <Navigate to={search ? `/register?${search}` : '/register'} replace />;
}
