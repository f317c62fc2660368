// The frame of the issuer's own pages (login, errors, sign-out) and safe embedding of data in
// inline scripts. Text reaches HTML only through escapeHtml, and scripts only through scriptJson.
import { BRAND, escapeHtml } from '../pages/layout.ts';

export { escapeHtml };

/** JSON that cannot close its <script> element or open an HTML comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#eef1f5}
  .box{width:100%;max-width:24rem;margin:1rem;background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:2rem;box-shadow:0 4px 18px rgba(20,30,50,.08)}
  .brand{font-weight:700;letter-spacing:.02em;color:#1f3a5f;margin:0 0 1rem}
  h1{font-size:1.5rem;margin:0 0 .5rem}
  p{margin:.25rem 0 1rem}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem}
  input{font:inherit;width:100%;padding:.6rem .7rem;border:1px solid #aab3bf;border-radius:6px}
  input:focus,button:focus{outline:3px solid #7aa7e6;outline-offset:1px}
  button{font:inherit;width:100%;margin-top:1.25rem;padding:.7rem 1rem;border:0;border-radius:6px;background:#1f3a5f;color:#fff;font-weight:600;cursor:pointer}
  .error{background:#fdecec;color:#8a1c1c;border:1px solid #f3b9b9;border-radius:6px;padding:.6rem .75rem}
  .note{color:#56606d;font-size:.875rem;margin-top:1.25rem}
`;

/** `body` must already be escaped HTML. */
export function identityPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(BRAND)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="box">
<p class="brand">${escapeHtml(BRAND)}</p>
${body}
</main>
</body>
</html>
`;
}
