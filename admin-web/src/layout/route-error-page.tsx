// Shown when an admin screen fails to load or render: the shared shell page, whose way out is the dashboard.
import { RouteErrorPage as ShellRouteErrorPage } from '@golightly/web-kit/route-error-page';

export function RouteErrorPage() {
  return <ShellRouteErrorPage home={{ href: import.meta.env.BASE_URL, label: 'Go to the dashboard' }} />;
}
