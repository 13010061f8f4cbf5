// A trip's or reservation's link to its message thread (/message/{threadId}/{guest|host}).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { threadMessages as m } from '../../i18n/areas/messages';

export const threadPath = (threadId: number, side: 'guest' | 'host') => `/message/${threadId}/${side}`;

export function ThreadLink({ threadId, side }: { threadId: number | null | undefined; side: 'guest' | 'host' }) {
  const t = useIntl().formatMessage;
  if (!threadId) return null;
  return <Link to={threadPath(threadId, side)}>{t(m.openThread)}</Link>;
}
