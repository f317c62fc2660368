// The security headers (ADR 0014): which origins each mode's policy allows, per kind of route,
// the inline-script hashes, and the production configuration printed from them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/app/config.ts';
import {
  CHECKOUT_FRAME_ANCESTORS,
  contentSecurityPolicy,
  policyDirectives,
  routeKind,
  securityHeaders,
  widgetFrameAncestors,
  type PolicyInput,
} from '../../../scripts/security/headers.ts';
import { assertNoUnhashableScript, inlineScriptHashes, inlineScripts, scriptHash } from '../../../scripts/security/inline-scripts.ts';
import { policyInputForBuild } from '../../../scripts/security/build-policy.ts';
import { nginxConfig, textHeaders } from '../../../scripts/security/print-headers.ts';

const LIVE_ENV = {
  VITE_API_URL: 'https://api.example.com/',
  VITE_AUTH0_DOMAIN: 'https://login.example.com',
  VITE_AUTH0_CLIENT_ID: 'client',
  VITE_AUTH0_AUDIENCE: 'https://api.example.com',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  VITE_MARKETING_URL: 'https://www.example.com',
  VITE_LEARN_URL: 'https://learn.example.com/app',
  VITE_WIDGET_PRICE_ID: 'price_widget',
};

const sandboxInput: PolicyInput = { config: loadConfig({ MODE: 'sandbox', VITE_SANDBOX_URL: 'http://localhost:4320' }), inlineScriptHashes: [] };
const liveInput: PolicyInput = { config: loadConfig(LIVE_ENV), inlineScriptHashes: [] };
const directive = (input: PolicyInput, name: string, route: 'checkout' | 'widget' = 'checkout') =>
  new Map(policyDirectives(input, route)).get(name);

describe('issue 8 security: the Content-Security-Policy', () => {
  it('in sandbox mode allows the app itself and the sandbox origin only', () => {
    expect(contentSecurityPolicy(sandboxInput, 'checkout')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; " +
        "connect-src 'self' http://localhost:4320; frame-src http://localhost:4320; worker-src blob:; manifest-src 'self'; " +
        "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'self'",
    );
  });

  it('in live mode allows the API host, the identity domain, the learning site frame and Stripe, and no sandbox', () => {
    expect(directive(liveInput, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directive(liveInput, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://login.example.com', 'https://api.stripe.com']);
    expect(directive(liveInput, 'frame-src')).toEqual([
      'https://login.example.com',
      'https://learn.example.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(contentSecurityPolicy(liveInput, 'checkout')).not.toContain('localhost');
  });

  it('never allows inline script, eval, plugins or a <base> element, in either mode', () => {
    for (const input of [sandboxInput, liveInput]) {
      const script = directive(input, 'script-src') ?? [];
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(script).not.toContain('*');
      expect(directive(input, 'object-src')).toEqual(["'none'"]);
      expect(directive(input, 'base-uri')).toEqual(["'none'"]);
      expect(directive(input, 'default-src')).toEqual(["'none'"]);
    }
  });

  it('adds the inline scripts of index.html by hash, a configured chat script and logo by origin, and a report-uri when asked', () => {
    const hash = scriptHash('window.x = 1;');
    const config = loadConfig({ ...LIVE_ENV, VITE_CHAT_WIDGET_URL: 'https://chat.vendor.example/loader.js', VITE_BRAND_LOGO_URL: 'https://cdn.example.com/logo.svg' });
    const input: PolicyInput = { config, inlineScriptHashes: [hash], reportUri: 'https://reports.example.com/csp' };
    expect(directive(input, 'script-src')).toEqual(["'self'", hash, 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://chat.vendor.example']);
    expect(directive(input, 'img-src')).toEqual(["'self'", 'https://cdn.example.com', 'https://chat.vendor.example']);
    expect(directive(input, 'report-uri')).toEqual(['https://reports.example.com/csp']);
    // A relative logo is already 'self'.
    expect(directive({ ...sandboxInput, config: loadConfig({ MODE: 'sandbox', VITE_BRAND_LOGO_URL: '/acme.svg' }) }, 'img-src')).toEqual(["'self'"]);
  });

  it("uses the checkout's frame-ancestors everywhere but the widget's routes, which the learning site may frame too (ADR 0012)", () => {
    expect(CHECKOUT_FRAME_ANCESTORS).toEqual(["'self'"]);
    expect(directive(sandboxInput, 'frame-ancestors', 'checkout')).toEqual(CHECKOUT_FRAME_ANCESTORS);
    expect(directive(sandboxInput, 'frame-ancestors', 'widget')).toEqual(widgetFrameAncestors(sandboxInput.config));
    expect(widgetFrameAncestors(loadConfig({ MODE: 'sandbox', VITE_SANDBOX_URL: 'http://localhost:4320' }))).toEqual(["'self'", 'http://localhost:4320']);
    expect(['/updateBilling', '/displayBillingInfo', '/updateBilling/', '/displayBillingInfo?x=1'].map(routeKind)).toEqual(['widget', 'widget', 'widget', 'widget']);
    expect(['/', '/price_are5_pro_monthly', '/return-page', '/assets/index.js', '/updateBillingX'].map(routeKind)).toEqual(['checkout', 'checkout', 'checkout', 'checkout', 'checkout']);
  });
});

describe('issue 8 security: the other headers', () => {
  it('sends Referrer-Policy, nosniff and a Permissions-Policy that allows payment only to Stripe in live mode', () => {
    const sandbox = securityHeaders(sandboxInput, 'checkout');
    expect(sandbox['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(sandbox['X-Content-Type-Options']).toBe('nosniff');
    expect(sandbox['Permissions-Policy']).toContain('camera=()');
    expect(sandbox['Permissions-Policy']).toContain('payment=()');
    expect(securityHeaders(liveInput, 'checkout')['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe('issue 8 security: inline scripts of index.html', () => {
  it('finds inline scripts (not external ones) and hashes their exact text as the browser does', () => {
    const html = '<script type="module" src="/assets/a.js"></script><script type="module">\n  start();\n</script>';
    expect(inlineScripts(html)).toEqual(['\n  start();\n']);
    // sha256 of "\n  start();\n", base64, as `openssl dgst -sha256 -binary | base64` prints it.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-IwJ8HMQ0kEv4Hqeb/k0wwXXvuYWzywnUAuKiS02uiBk='"]);
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('refuses inline event handlers and javascript: URLs, which no hash can allow', () => {
    expect(() => assertNoUnhashableScript('<body onload="go()">')).toThrow(/inline event handler \(onload/);
    expect(() => assertNoUnhashableScript('<a href="javascript:go()">x</a>')).toThrow(/javascript: URL/);
    expect(() => assertNoUnhashableScript('<script>if (a <b && c) x.onclick = f;</script><p>Pay online = easy</p>')).not.toThrow();
  });

  it('reads a build folder: the hashes of its index.html and the configuration of the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script>preload()</script><script type="module" src="/assets/x.js"></script>');
    const input = policyInputForBuild({ outDir: dir, mode: 'sandbox', envDir: false, reportUri: ' ' });
    expect(input.inlineScriptHashes).toEqual([scriptHash('preload()')]);
    expect(input.reportUri).toBeNull();
    writeFileSync(join(dir, 'index.html'), '<img src=x onerror="alert(1)">');
    expect(() => policyInputForBuild({ outDir: dir, mode: 'sandbox', envDir: false })).toThrow(/inline event handler/);
  });

  it("adds the inline scripts of the widget's page, widget.html, and checks it the same way (ADR 0016)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script>preload()</script>');
    writeFileSync(join(dir, 'widget.html'), '<!doctype html><script>preload()</script><script>widget()</script>');
    expect(policyInputForBuild({ outDir: dir, mode: 'sandbox', envDir: false }).inlineScriptHashes).toEqual([scriptHash('preload()'), scriptHash('widget()')]);
    writeFileSync(join(dir, 'widget.html'), '<a href="javascript:go()">x</a>');
    expect(() => policyInputForBuild({ outDir: dir, mode: 'sandbox', envDir: false })).toThrow(/javascript: URL/);
  });
});

describe('issue 8 security: the production configuration', () => {
  it('prints an nginx map keyed on the original request URI, and every header with always', () => {
    const nginx = nginxConfig(liveInput);
    expect(nginx).toContain('map $request_uri $checkout_csp {');
    expect(nginx).toContain(`default "${contentSecurityPolicy(liveInput, 'checkout')}";`);
    expect(nginx).toContain(`"~^(/updateBilling|/displayBillingInfo)/*(\\?|$)" "${contentSecurityPolicy(liveInput, 'widget')}";`);
    expect(nginx).toContain('add_header Content-Security-Policy $checkout_csp always;');
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(nginx).toContain(`add_header Permissions-Policy '${securityHeaders(liveInput, 'checkout')['Permissions-Policy']}' always;`);
  });

  it('prints plain "Name: value" lines per kind of route for any other server', () => {
    const text = textHeaders(sandboxInput);
    expect(text).toContain(`Content-Security-Policy: ${contentSecurityPolicy(sandboxInput, 'widget')}`);
    expect(text).toContain('X-Content-Type-Options: nosniff');
  });
});
