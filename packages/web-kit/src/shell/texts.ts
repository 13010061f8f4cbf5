// The texts of the shell pages both apps show, defined once (issue 12 item 5): the spec's own words where it quotes
// them (spec 001 §8's text table: the 404 and critical-error texts, and the "refresh or check back later" line), ours
// elsewhere. Each is a react-intl message descriptor, so an app that translates can use it as it is; the English is
// the default. Screens reference these, never retype them.

export interface ShellText {
  id: string;
  defaultMessage: string;
}

export const SHELL_TEXTS = {
  /** Spec 001 §8 text table: 404. */
  notFound: { id: 'shell.notFound', defaultMessage: "We can't seem to find the page you're looking for!" },
  /** Spec 001 §8 text table. */
  criticalError: { id: 'shell.criticalError', defaultMessage: 'Sorry, a critical error occurred on this page.' },
  /** Spec 001 §8 text table. */
  somethingWentWrongRefresh: {
    id: 'shell.somethingWentWrongRefresh',
    defaultMessage: 'Oops something went wrong, refresh or check back later',
  },
  notFoundTitle: { id: 'shell.notFoundTitle', defaultMessage: 'Page not found' },
  errorTitle: { id: 'shell.errorTitle', defaultMessage: 'Something went wrong' },
  reload: { id: 'shell.reload', defaultMessage: 'Reload the page' },
  comingLater: { id: 'shell.comingLater', defaultMessage: 'Coming in a later release' },
} as const satisfies Record<string, ShellText>;
