// The privilege catalogue as the role form shows it: each privilege under the admin app area of its first page, with
// the titles of the screens it opens, both read from the route table the app was built from (never imported here).
import { urlMatches } from '@golightly/admin-rules';
import { AREAS, type AdminArea, type AdminScreenRoute } from '../admin-screen';

export interface CatalogueEntry {
  id: number;
  name: string;
  permittedUrls: readonly string[];
}

export interface PrivilegeChoice extends CatalogueEntry {
  /** Titles of the screens it opens, each once ("List settings" for its 22 pages). */
  screens: string[];
}

export interface PrivilegeGroup {
  area: AdminArea | 'other';
  heading: string;
  privileges: PrivilegeChoice[];
}

/** A route path as the catalogue writes URLs: /siteadmin prefixed, `:id` as `{id}`. */
const patternOf = (screen: AdminScreenRoute) =>
  `/siteadmin${screen.path === '/' ? '' : screen.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

function screenFor(screens: readonly AdminScreenRoute[], url: string): AdminScreenRoute | undefined {
  return screens.find((screen) => {
    const pattern = patternOf(screen);
    return pattern === url || urlMatches(pattern, url);
  });
}

/** The catalogue grouped by area, in the areas' order and the catalogue's order within each. */
export function groupPrivileges(
  catalogue: readonly CatalogueEntry[],
  screens: readonly AdminScreenRoute[],
): PrivilegeGroup[] {
  const groups = new Map<AdminArea | 'other', PrivilegeChoice[]>();
  for (const privilege of catalogue) {
    const opened = privilege.permittedUrls.map((url) => screenFor(screens, url));
    const titles = [...new Set(opened.flatMap((screen) => (screen ? [screen.title] : [])))];
    const area = opened.find(Boolean)?.area ?? 'other';
    groups.set(area, [...(groups.get(area) ?? []), { ...privilege, screens: titles }]);
  }
  const order: Array<AdminArea | 'other'> = [...(Object.keys(AREAS) as AdminArea[]), 'other'];
  return order.flatMap((area) => {
    const privileges = groups.get(area);
    if (!privileges) return [];
    return [{ area, heading: area === 'other' ? 'Other' : AREAS[area], privileges }];
  });
}

/** Whether a privilege matches the filter text: its name or a screen it opens. */
export const privilegeMatches = (privilege: PrivilegeChoice, filter: string) => {
  const text = filter.trim().toLowerCase();
  return (
    text === '' ||
    privilege.name.toLowerCase().includes(text) ||
    privilege.screens.some((title) => title.toLowerCase().includes(text))
  );
};
