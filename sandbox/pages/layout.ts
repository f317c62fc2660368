// The shared frame of the stand-in pages: escaping, money, and a plain page with the sandbox banner.
export const BRAND = 'Studio Learning';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every catalogue or record string goes through this before it enters HTML. */
export const escapeHtml = (text: string | number): string => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export const formatCents = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#f6f7f9}
  .banner{background:#1f3a5f;color:#fff;padding:.5rem 1rem;font-size:14px;text-align:center}
  header{background:#fff;border-bottom:1px solid #dde1e6}
  header nav{max-width:64rem;margin:0 auto;padding:1rem;display:flex;gap:1.25rem;align-items:center;flex-wrap:wrap}
  header .brand{font-weight:700;font-size:1.2rem;color:#111;text-decoration:none;margin-right:auto}
  a{color:#1d5fbf}
  main{max-width:64rem;margin:0 auto;padding:2rem 1rem}
  h1{font-family:Georgia,"Times New Roman",serif;font-size:2.2rem;margin:0 0 1rem}
  .plans{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1rem}
  .plan{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:1.25rem;display:flex;flex-direction:column}
  .plan h2{font-size:1.15rem;margin:0 0 .25rem}
  .plan .name{color:#5a6270;font-size:.9rem;margin:0 0 .75rem}
  .price{font-size:1.6rem;font-weight:700}
  .price s{font-size:1rem;color:#5a6270;font-weight:400;margin-right:.4rem}
  .plan ul{padding-left:1.2rem;flex:1}
  .button{display:inline-block;background:#111;color:#fff;text-decoration:none;padding:.6rem 1rem;border-radius:6px;text-align:center}
  .card{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:1.25rem;margin-bottom:1rem}
  label{display:block;margin:.5rem 0 .25rem}
  input{font:inherit;padding:.5rem;border:1px solid #b8bfc8;border-radius:6px;width:100%;max-width:24rem}
  button{font:inherit;margin-top:.75rem;background:#111;color:#fff;border:0;padding:.6rem 1rem;border-radius:6px;cursor:pointer}
  footer{max-width:64rem;margin:0 auto;padding:1rem;color:#5a6270;font-size:14px}
`;

export interface PageOptions {
  title: string;
  /** Already-escaped HTML of the page's main content. */
  body: string;
}

export function page({ title, body }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${BRAND}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${BRAND} sandbox: a stand-in page for local development. Nothing here is real.</div>
<header><nav aria-label="Site">
  <a class="brand" href="/">${BRAND}</a>
  <a href="/pricing/individual">Individual plans</a>
  <a href="/pricing/firm">Firm plans</a>
  <a href="/learn">Dashboard</a>
</nav></header>
<main>
${body}
</main>
<footer><a href="/terms">Terms of Use</a> · <a href="/privacy">Privacy Policy</a></footer>
</body>
</html>
`;
}
