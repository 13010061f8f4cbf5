// Shown for any path the app does not know (spec 000 §2): the shared shell page, with the way home and to help.
import { NotFoundPage as ShellNotFoundPage } from '@golightly/web-kit/not-found-page';
import { PageTitle } from '../../layout/page-title';

export default function NotFoundPage() {
  return (
    <ShellNotFoundPage
      PageTitle={PageTitle}
      home={{ to: '/', label: 'Go to the home page' }}
      more={[{ to: '/help', label: 'Get help' }]}
    />
  );
}
