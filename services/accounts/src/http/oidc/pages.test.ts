import { describe, expect, it } from 'vitest';
import { errorPage, loginPage } from './pages';

describe('the provider pages', () => {
  it('label the sign-in fields and post to the interaction', () => {
    const html = loginPage({ action: '/oidc/interaction/abc/login' });
    expect(html).toContain('<form method="post" action="/oidc/interaction/abc/login"');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toContain('role="alert"');
  });

  it('announce a failed attempt and keep the e-mail, escaped', () => {
    const html = loginPage({ action: '/x', email: '"><script>alert(1)</script>', error: 'Wrong e-mail or password.' });
    expect(html).toContain('<p role="alert" id="login-error">Wrong e-mail or password.</p>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });

  it('escape error messages', () => {
    expect(errorPage('<b>bad</b>')).toContain('&lt;b&gt;bad&lt;/b&gt;');
  });
});
