// `npm run headers`: the exact security headers of a built app, for a production server. Run it
// after `npm run build` with the same VITE_* variables (and CSP_REPORT_URI if reports are wanted):
//   npm run headers                          nginx configuration, printed (docs/deploy/README.md)
//   npm run headers -- --nginx-dir=DIR       the same as three files to include (docs/deploy/nginx.conf)
//   npm run headers -- --format=text         "Name: value" lines per kind of route, for any other server
//   npm run headers -- --out-dir=dist-other  another build folder (default dist)
//   npm run headers -- --mode=sandbox        a build of `npm run build:sandbox` (default: the live app's mode)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyInputForBuild } from './build-policy.ts';
import { securityHeaders, WIDGET_PATHS, type PolicyInput } from './headers.ts';

/** nginx, in three parts: a map on the original request URI (not $uri, which try_files rewrites to
 * /index.html) for the http { } block, the add_header lines for the server { } block, and the
 * widget's location (its addresses from the app's route table answered with widget.html, ADR 0016)
 * for the server { } block. */
export function nginxParts(input: PolicyInput): { map: string; headers: string; widgetRoutes: string } {
  const checkout = securityHeaders(input, 'checkout');
  const widget = securityHeaders(input, 'widget');
  // The same paths as routeKind(): any number of trailing slashes, then a query or the end.
  const widgetPattern = `"~^(${WIDGET_PATHS.join('|')})/*(\\?|$)"`;
  // nginx has no escape for $ (a variable); quote with whichever quote the value lacks
  // (policies use ' and Permissions-Policy uses ").
  const quote = (value: string) => {
    const mark = value.includes('"') ? "'" : '"';
    if (value.includes('$') || value.includes(mark)) throw new Error(`Cannot write ${value} into an nginx string`);
    return `${mark}${value}${mark}`;
  };
  const fixed = Object.entries(checkout).filter(([name]) => name !== 'Content-Security-Policy');
  const banner = `# Security headers of this build (${input.config.mode} mode), printed by \`npm run headers\`.\n# Regenerate after every build: the script hashes of index.html and the origins come from it.`;
  return {
    map: [
      banner,
      '# Include in the http { } block.',
      'map $request_uri $checkout_csp {',
      `    default ${quote(checkout['Content-Security-Policy'] ?? '')};`,
      `    ${widgetPattern} ${quote(widget['Content-Security-Policy'] ?? '')};`,
      '}',
      '',
    ].join('\n'),
    headers: [
      banner,
      '# Include in the server { } block, and again in any location that has add_header lines of its own.',
      'add_header Content-Security-Policy $checkout_csp always;',
      ...fixed.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      '',
    ].join('\n'),
    widgetRoutes: [
      '# The billing widget\'s addresses (src/app/route-table.ts), printed by `npm run headers`.',
      '# Include in the server { } block, next to the headers file. Any number of trailing slashes, as routeKind().',
      `location ~ ^(${WIDGET_PATHS.join('|')})/*$ {`,
      '    include /etc/nginx/checkout/checkout-security-headers.conf;',
      '    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      '    add_header Cache-Control "no-cache" always;',
      '    try_files /widget.html =404;',
      '}',
      '',
    ].join('\n'),
  };
}

/** Both parts in one text, for reading or copying by hand. */
export function nginxConfig(input: PolicyInput): string {
  const { map, headers } = nginxParts(input);
  return `${map}\n${headers}`;
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
  const input = policyInputForBuild({ outDir: resolve(option('out-dir') ?? 'dist'), mode: option('mode'), reportUri: process.env.CSP_REPORT_URI });
  const nginxDir = option('nginx-dir');
  if (nginxDir) {
    const { map, headers, widgetRoutes } = nginxParts(input);
    mkdirSync(nginxDir, { recursive: true });
    writeFileSync(join(nginxDir, 'checkout-csp-map.conf'), map);
    writeFileSync(join(nginxDir, 'checkout-security-headers.conf'), headers);
    writeFileSync(join(nginxDir, 'checkout-widget-routes.conf'), widgetRoutes.replaceAll('/etc/nginx/checkout/', `${resolve(nginxDir)}/`));
    console.log(`Wrote checkout-csp-map.conf, checkout-security-headers.conf and checkout-widget-routes.conf to ${nginxDir}`);
  } else {
    process.stdout.write(option('format') === 'text' ? textHeaders(input) : nginxConfig(input));
  }
}
