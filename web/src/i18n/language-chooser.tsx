// The footer's language chooser: each language named in itself; a bundle that fails to load leaves the page as is.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from './locale-provider';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from './locales';
import { footerMessages } from './messages';

export function LanguageChooser({ className, errorClassName }: { className?: string; errorClassName?: string }) {
  const { locale, setLocale, status } = useLocale();
  const intl = useIntl();
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id}>{intl.formatMessage(footerMessages.languageLabel)}</label>
      <select
        id={id}
        value={locale}
        aria-busy={status === 'loading'}
        onChange={(event) => void setLocale(event.target.value as Locale)}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      {status === 'error' && (
        <span role="alert" className={errorClassName}>
          {intl.formatMessage(footerMessages.languageLoadFailed)}
        </span>
      )}
    </span>
  );
}
