// The link from a completed stay's row in her trips or reservations to its security deposit receipt: "Claim the
// security deposit" while its host may claim, "Security deposit" once there is one to read, nothing without a deposit.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SecurityDepositLinkDocument } from '../../gen/graphql';
import { depositMessages as d } from '../../i18n/areas/deposits';

export function DepositLink({ reservationId }: { reservationId: number }) {
  const t = useIntl().formatMessage;
  const deposit = useQuery(SecurityDepositLinkDocument, { variables: { id: reservationId } }).data?.reservation
    ?.securityDeposit;
  if (!deposit?.held) return null;
  return (
    <Link to={`/users/securityfee/receipt/${reservationId}`}>
      {deposit.canClaim ? t(d.linkClaim) : t(d.linkReceipt)}
    </Link>
  );
}
