// Shown when a screen fails to load or render: the shared shell page, whose way out is the home page.
import { RouteErrorPage as ShellRouteErrorPage } from '@golightly/web-kit/route-error-page';

export function RouteErrorPage() {
  return <ShellRouteErrorPage home={{ href: '/', label: 'Go to the home page' }} />;
}
