// `npm run emails`: a page listing every e-mail of the catalogue, each rendered with its sample data.
import { createServer } from 'node:http';
import { CATALOGUE, findEmail } from '../src/domain/emails/catalogue';
import { emailContext, renderEmail } from '../src/domain/emails/render';

const port = Number(process.env.EMAIL_PREVIEW_PORT ?? 3030);
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

async function indexPage(): Promise<string> {
  const ctx = emailContext(siteUrl);
  const areas = [...new Set(CATALOGUE.map((definition) => definition.area))];
  const sections = areas.map((area) => {
    const rows = CATALOGUE.filter((definition) => definition.area === area)
      .map(
        (definition) =>
          `<li><a href="/email/${definition.type}" target="preview">${escape(definition.type)}</a> <small>to ${definition.audience}</small><br><span>${escape(definition.subject(definition.sample, ctx))}</span></li>`,
      )
      .join('');
    return `<h2>${escape(area)}</h2><ul>${rows}</ul>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Golightly e-mails (${CATALOGUE.length})</title>
<style>body{margin:0;display:grid;grid-template-columns:360px 1fr;height:100vh;font-family:system-ui,sans-serif}
nav{overflow:auto;padding:16px;border-right:1px solid #ddd;background:#faf6f1}h1{font-size:18px}h2{font-size:14px;text-transform:uppercase;color:#5b2150}
ul{list-style:none;padding:0}li{margin:0 0 10px}small{color:#6b6275}span{font-size:13px}iframe{border:0;width:100%;height:100%}</style></head>
<body><nav><h1>Golightly e-mails (${CATALOGUE.length})</h1><p><small>Sample data; links point at ${escape(siteUrl)}. Add <code>?text</code> for the plain-text part.</small></p>${sections.join('')}</nav>
<iframe name="preview" title="E-mail preview" src="${CATALOGUE[0] ? `/email/${CATALOGUE[0].type}` : 'about:blank'}"></iframe></body></html>`;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  const match = /^\/email\/([\w-]+)$/.exec(url.pathname);
  const respond = async () => {
    if (url.pathname === '/') return { type: 'text/html', body: await indexPage() };
    const definition = match ? findEmail(match[1]!) : undefined;
    if (!definition) return { status: 404, type: 'text/plain', body: 'No such e-mail in the catalogue.' };
    const email = await renderEmail(definition, definition.sample, emailContext(siteUrl));
    if (url.searchParams.has('text')) return { type: 'text/plain', body: `Subject: ${email.subject}\n\n${email.text}` };
    return { type: 'text/html', body: email.html };
  };
  respond().then(
    ({ status = 200, type, body }: { status?: number; type: string; body: string }) => {
      response.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500, { 'content-type': 'text/plain' }).end('This e-mail failed to render; see the console.');
    },
  );
});

server.listen(port, () => {
  console.log(`${CATALOGUE.length} e-mails at http://localhost:${port}/ (Ctrl-C stops)`);
});
