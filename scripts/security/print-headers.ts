// `npm run headers`: the exact security headers of a built app, for a production server. Run it
// after `vite build` with the same VITE_* variables (and CSP_REPORT_URI if reports are wanted):
//   npm run headers                 nginx configuration (docs/deploy/README.md says where it goes)
//   npm run headers -- --format=text   "Name: value" lines per kind of route, for any other server
//   npm run headers -- --out-dir=dist  another build folder
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyInputForBuild } from './build-policy.ts';
import { securityHeaders, WIDGET_PATHS, type PolicyInput } from './headers.ts';

/** nginx: a map on the original request URI (not $uri: try_files rewrites it to /index.html). */
export function nginxConfig(input: PolicyInput): string {
  const checkout = securityHeaders(input, 'checkout');
  const widget = securityHeaders(input, 'widget');
  const widgetPattern = `"~^(${WIDGET_PATHS.join('|')})/?(\\?|$)"`;
  // nginx has no escape for $ (a variable); quote with whichever quote the value lacks
  // (policies use ' and Permissions-Policy uses ").
  const quote = (value: string) => {
    const mark = value.includes('"') ? "'" : '"';
    if (value.includes('$') || value.includes(mark)) throw new Error(`Cannot write ${value} into an nginx string`);
    return `${mark}${value}${mark}`;
  };
  const fixed = Object.entries(checkout).filter(([name]) => name !== 'Content-Security-Policy');
  return [
    `# Security headers of this build (${input.config.mode} mode), printed by \`npm run headers\`.`,
    '# Regenerate after every build: the script hashes of index.html and the origins come from it.',
    '',
    '# --- in the http { } block ---',
    'map $request_uri $checkout_csp {',
    `    default ${quote(checkout['Content-Security-Policy'] ?? '')};`,
    `    ${widgetPattern} ${quote(widget['Content-Security-Policy'] ?? '')};`,
    '}',
    '',
    '# --- in the server { } block (and in every location that has its own add_header) ---',
    'add_header Content-Security-Policy $checkout_csp always;',
    ...fixed.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

export function textHeaders(input: PolicyInput): string {
  const block = (title: string, headers: Record<string, string>) => [`# ${title}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\n');
  return [
    `# Security headers of this build (${input.config.mode} mode), printed by \`npm run headers -- --format=text\`.`,
    block(`${WIDGET_PATHS.join(', ')}`, securityHeaders(input, 'widget')),
    '',
    block('every other path (the checkout, its assets)', securityHeaders(input, 'checkout')),
    '',
  ].join('\n');
}

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const input = policyInputForBuild({ outDir: resolve(option('out-dir') ?? 'dist'), reportUri: process.env.CSP_REPORT_URI });
  process.stdout.write(option('format') === 'text' ? textHeaders(input) : nginxConfig(input));
}
