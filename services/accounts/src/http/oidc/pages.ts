// The provider's own pages: admin sign-in, sign-out confirmation, signed out, and errors. Plain, accessible HTML
// (labelled fields, an alert for errors, visible focus), no scripts, so they work under a strict CSP.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f1ec;
  min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{background:#fff;max-width:24rem;width:100%;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:#4b5259}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #8a9098;border-radius:8px}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:8px;
  background:#0b5f58;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5f58;border:1px solid #0b5f58;margin-top:.75rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
[role=alert]{background:#fdecea;color:#8a1c13;border:1px solid #f3b8b1;border-radius:8px;padding:.6rem .75rem;margin:1rem 0 0}
.brand{font-weight:700;letter-spacing:.02em;color:#0b5f58;margin-bottom:1rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Golightly admin</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">Golightly admin</div>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the form posts (the interaction's login address). */
  action: string;
  /** The e-mail typed last time, kept after a failed attempt. */
  email?: string;
  error?: string;
}

export function loginPage({ action, email = '', error }: LoginPageOptions): string {
  const alert = error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>Sign in with your admin e-mail and password.</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider hands over its own form (hidden fields, id `op.logoutForm`); the buttons submit it. */
export function logoutPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out?</h1>
<p>You will be signed out of the Golightly admin.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  );
}

export function signedOutPage(returnTo: string): string {
  return page(
    'Signed out',
    `<h1>Signed out</h1><p>You are signed out.</p><p><a href="${escapeHtml(returnTo)}">Back to the admin</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p><p>Go back to the admin app and try signing in again.</p>`,
  );
}
