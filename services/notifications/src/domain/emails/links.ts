// The links e-mails carry (spec 001 §2), all built from one configured site URL.
export interface SiteLinks {
  emailConfirmation(token: string, email: string): string;
  passwordReset(token: string, email: string): string;
  home(): string;
  profile(profileId: number): string;
}

export function siteLinks(siteUrl: string): SiteLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const withQuery = (path: string, query: Record<string, string>) => `${base}${path}?${new URLSearchParams(query).toString()}`;
  return {
    emailConfirmation: (token, email) => withQuery('/user/verification', { confirm: token, email }),
    passwordReset: (token, email) => withQuery('/password/verification', { token, email }),
    home: () => `${base}/`,
    profile: (profileId) => `${base}/users/show/${profileId}`,
  };
}
