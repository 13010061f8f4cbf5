// Changing language (spec 000 §4 "Locale change"): load the bundle, then switch and remember; on failure keep
// the current language and say so.
import { fireEvent, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageChooser } from './language-chooser';
import { LocaleProvider } from './locale-provider';
import { footerMessages } from './messages';
import { loadMessages } from './load-messages';
import type { Locale } from './locales';

function AboutUs() {
  return <p>{useIntl().formatMessage(footerMessages.aboutUs)}</p>;
}

function renderWith(load: typeof loadMessages) {
  return render(
    <LocaleProvider load={load}>
      <AboutUs />
      <LanguageChooser />
    </LocaleProvider>,
  );
}

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the locale provider', () => {
  it('starts in the remembered language when its cookie names a supported one', async () => {
    document.cookie = 'locale=es; Path=/';
    renderWith(loadMessages);
    expect(await screen.findByText('Quiénes somos')).toBeTruthy();
  });

  it('keeps the current language, writes no cookie and says so when a bundle fails to load', async () => {
    const failing = async (locale: Locale) => {
      if (locale === 'cs-CZ') throw new Error('chunk failed to load');
      return loadMessages(locale);
    };
    renderWith(failing);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'cs-CZ' } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'That language could not be loaded. Please try again.',
    );
    expect(screen.getByText('About us')).toBeTruthy();
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en-US');
    expect(document.cookie).not.toContain('locale=');
  });
  // That every bundle translates every id is bundles.test.ts's to check, over every group the app defines.
});
