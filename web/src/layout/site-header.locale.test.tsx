// The header in the member's language (spec 000 §9): its menus and the accounts dialogs it opens read from the
// chosen locale's bundle. (What each viewer sees is tested in English in site-header.test.tsx.)
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noAccountAnswer, roleLimitsAnswer, VISITOR_LIMITS } from '../gates/testing';
import { renderAppAt, siteSettingsAnswer } from '../testing/render-app';

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the header in another language', () => {
  it('shows a visitor who chose French the menu, search and log-in dialog in French', async () => {
    document.cookie = 'locale=fr-FR; Path=/';
    renderAppAt('/about-us', siteSettingsAnswer('Golightly'), [noAccountAnswer(), roleLimitsAnswer(VISITOR_LIMITS)]);

    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Qui peut nous rejoindre' }).getAttribute('href')).toBe('/whoCanJoin');
    expect(within(nav).getByRole('link', { name: 'S’inscrire' }).getAttribute('href')).toBe('/become-a-member');
    expect(within(nav).queryByRole('link', { name: 'Who can join' })).toBeNull();
    expect(screen.getByRole('search', { name: 'Trouver un séjour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();

    fireEvent.click(within(nav).getByRole('button', { name: 'Se connecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    expect(within(dialog).getByLabelText('Mot de passe')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Afficher : mot de passe' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
