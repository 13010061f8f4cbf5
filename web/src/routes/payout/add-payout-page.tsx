// /user/addpayout (spec 000 §2, issue 18 item 1): the payout form by country. A saved method returns her to
// /user/payout; a refusal of the fields shows beside them; a failed call goes to /user/payout/failure.
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AddPayoutDocument, PayoutMethodsDocument } from '../../gen/graphql';
import { MemberScreen } from '../member-screen';
import type { ScreenProps } from '../screen';
import { PayoutForm } from './payout-form';

export default function AddPayoutPage({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const [addPayout, { loading }] = useMutation(AddPayoutDocument, { refetchQueries: [PayoutMethodsDocument] });
  return (
    <MemberScreen screen={screen}>
      {() => (
        <PayoutForm
          busy={loading}
          onSubmit={async (input) => {
            try {
              const { data } = await addPayout({ variables: { input } });
              const answer = data?.addPayout;
              if (answer?.status === 'success') {
                void navigate('/user/payout');
                return [];
              }
              if (answer?.status === 'invalid') return answer.fieldErrors;
            } catch {
              // the failure page says so; the form keeps nothing she would have to retype for a refusal
            }
            void navigate('/user/payout/failure');
            return [];
          }}
        />
      )}
    </MemberScreen>
  );
}
