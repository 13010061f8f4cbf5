// Sets the browser tab's title for the current admin screen (React 19 hoists <title> into the document head).
import { useSiteName } from '@golightly/web-kit/use-site-name';

export function PageTitle({ title }: { title: string }) {
  const { name } = useSiteName();
  return <title>{`${title} · ${name} admin`}</title>;
}
