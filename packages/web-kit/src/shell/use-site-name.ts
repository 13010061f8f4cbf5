// The site's display name from the site settings, with the brand name as the fallback while loading or offline.
import { useQuery } from '@apollo/client/react';
import { SiteSettingsDocument } from '../gen/graphql';

export { SiteSettingsDocument };

export const FALLBACK_SITE_NAME = 'Golightly';

export interface SiteName {
  name: string;
  /** True once the gateway answered with a site name. */
  loaded: boolean;
  /** True when the site settings could not be fetched (gateway down, network error). */
  unavailable: boolean;
}

export function useSiteName(): SiteName {
  const { data, error } = useQuery(SiteSettingsDocument);
  const name = data?.siteSettings.find((setting) => setting.name === 'siteName')?.value.trim();
  return { name: name || FALLBACK_SITE_NAME, loaded: Boolean(name), unavailable: Boolean(error) };
}
