// Shown for any /siteadmin path the admin app does not know: the shared shell page, with the way to the dashboard.
import { NotFoundPage as ShellNotFoundPage } from '@golightly/web-kit/not-found-page';
import { PageTitle } from '../../layout/page-title';

export default function NotFoundPage() {
  return <ShellNotFoundPage PageTitle={PageTitle} home={{ to: '/', label: 'Go to the dashboard' }} />;
}
