// Checks docs/deploy/nginx.conf with a real nginx (Debian's `nginx`, not a project dependency):
// writes the build's generated include files, runs the example site over plain http on a local
// port (TLS lines dropped), requests every route and an asset, and compares each answer's headers
// with what the policy module computes, and its body with the file the address must get (widget.html
// on the widget's addresses, index.html on the others, ADR 0016). Exits 1 on any difference.
//   npx tsx scripts/security/check-nginx.ts [--out-dir=dist] [--port=4230]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { policyInputForBuild } from './build-policy.ts';
import { ROUTE_TABLE } from '../../src/app/route-table.ts';
import { routeKind, securityHeaders, WIDGET_PATHS } from './headers.ts';
import { pageEntryRewrite } from '../serving/page-entries.ts';
import { nginxParts } from './print-headers.ts';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = resolve(option('out-dir') ?? 'dist');
const port = Number(option('port') ?? 4230);
const work = mkdtempSync(join(tmpdir(), 'checkout-nginx-'));

const input = policyInputForBuild({ outDir, reportUri: process.env.CSP_REPORT_URI });
const { map, headers, widgetRoutes } = nginxParts(input);
// Both policies are equal while the widget's frame-ancestors equals the checkout's, so the widget
// line gets a marker here: the check then proves the map picks the right policy per path.
const MARK = '; x-check widget-route';
const markedMap = map.replace(/(\n {4}"~\^[^\n]*" "[^"]*)";/, `$1${MARK}";`);
if (markedMap === map) throw new Error('the widget line of the map was not found');
writeFileSync(join(work, 'checkout-csp-map.conf'), markedMap);
writeFileSync(join(work, 'checkout-security-headers.conf'), headers);
writeFileSync(join(work, 'checkout-widget-routes.conf'), widgetRoutes.replaceAll('/etc/nginx/checkout/', `${work}/`));

// The example site, made local: no TLS, no redirect server, our port, folders and pid file.
const example = readFileSync(new URL('../../docs/deploy/nginx.conf', import.meta.url), 'utf8');
const site = example
  .replace(/\n\s*server \{\s*listen 80;[\s\S]*?\n {4}\}\n/, '\n')
  .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
  .replace(/^\s*ssl_certificate\S* .*$/gm, '')
  .replaceAll('/etc/nginx/checkout/', `${work}/`)
  .replace('/srv/checkout/dist', outDir)
  .replace('include       mime.types;', 'include       /etc/nginx/mime.types;')
  .replace('events {}', `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}`)
  .replace('http {', `http {\n    access_log off;\n    client_body_temp_path ${work};\n    proxy_temp_path ${work};\n    fastcgi_temp_path ${work};\n    uwsgi_temp_path ${work};\n    scgi_temp_path ${work};`);
const conf = join(work, 'nginx.conf');
writeFileSync(conf, site);

execFileSync('nginx', ['-t', '-q', '-p', work, '-c', conf], { stdio: 'inherit' });
const server = spawn('nginx', ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));

const asset = readdirSync(join(outDir, 'assets')).find((f) => f.endsWith('.js'));
// Every route of the app's table (src/app/route-table.ts; a param gets an example value), the
// widget's addresses with trailing slashes and a query, an unknown address, widget.html itself and an asset.
const routePaths = ROUTE_TABLE.map((route) => route.path.replace(/:\w+/g, 'price_are5_pro_monthly'));
const paths = [
  ...routePaths,
  ...WIDGET_PATHS.flatMap((path) => [`${path}/`, `${path}?x=1`, `${path}//?subscription=sub_1`]),
  '/no/such/page',
  '/price_not_prerendered',
  '/widget.html',
  `/assets/${asset}`,
];
/** The built file an address must be answered with: the same choice as `vite preview`'s (scripts/serving/page-entries.ts). */
const built = (file: string) => existsSync(join(outDir, file));
const servedFile = (path: string) => (path.startsWith('/assets/') ? path : (pageEntryRewrite(path, built)?.split('?')[0] ?? '/index.html'));
let failures = 0;
try {
  for (const path of paths) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    const kind = routeKind(path);
    const expected = securityHeaders(input, kind);
    if (kind === 'widget') expected['Content-Security-Policy'] += MARK;
    for (const [name, value] of Object.entries(expected)) {
      const got = res.headers.get(name);
      if (got !== value) {
        failures += 1;
        console.log(`FAIL ${path} ${name}\n  expected ${value}\n  got      ${got}`);
      }
    }
    const file = servedFile(path);
    if ((await res.text()) !== readFileSync(join(outDir, file), 'utf8')) {
      failures += 1;
      console.log(`FAIL ${path} is not answered with ${file}`);
    }
    const caching = res.headers.get('Cache-Control');
    if (!path.startsWith('/assets/') && caching !== 'no-cache') {
      failures += 1;
      console.log(`FAIL ${path} Cache-Control ${caching}, expected no-cache`);
    }
    console.log(`${res.status} ${path}  ${file}, ${kind} policy, ${Object.keys(expected).length} headers ${failures ? '' : 'as computed'}`);
  }
} finally {
  server.kill('SIGQUIT');
  await new Promise((r) => server.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
console.log(failures === 0 ? `nginx serves the expected file and the computed headers on all ${paths.length} paths` : `${failures} difference(s)`);
process.exit(failures === 0 ? 0 : 1);
