// /become-a-host/{listId}: a signed-in host opening a listing by number is checked first (spec 000 §5); a listing
// that is not hers to edit, or not there, is the not-found page. The editor itself arrives with the listings work.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useSession } from '../../auth/session';
import { HostEditorListingDocument } from '../../gen/graphql';
import NotFoundPage from '../not-found/not-found-page';
import PlaceholderPage from '../placeholder/placeholder-page';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import type { ScreenProps } from '../route-table';

export default function BecomeAHostPage(props: ScreenProps) {
  const { listId } = useParams();
  const { account } = useSession();
  const numericId = listId !== undefined && /^\d{1,9}$/.test(listId) ? Number(listId) : null;
  const checking = account !== null && numericId !== null;
  const { data, loading } = useQuery(HostEditorListingDocument, {
    variables: { id: numericId ?? 0 },
    skip: !checking,
    fetchPolicy: 'network-only',
  });
  if (checking && loading)
    return (
      <p role="status">
        <FormattedMessage {...commonMessages.loading} />
      </p>
    );
  if (checking && data?.getListingData.status !== 200) return <NotFoundPage />;
  return <PlaceholderPage {...props} />;
}
