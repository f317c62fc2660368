// Stand-in pages of the external sites: pricing links into the app, escaping, and every page answers.
import { describe, expect, it } from 'vitest';
import { loadCatalogue, parseCatalogue } from '../../sandbox/catalogue.ts';
import { APP_ORIGIN, startSandbox } from './harness.ts';

describe('stand-in pages (SCOPE-3, SUMMARY-4, SUMMARY-5)', () => {
  it('SCOPE-3: lists each individual plan with its price and a link to the app checkout, without the NOMA plan', async () => {
    const h = await startSandbox();
    const res = await h.call('/pricing/individual');
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Studio Learning');
    expect(page).toContain(`href="${APP_ORIGIN}/price_are5_pro_monthly"`);
    expect(page).toContain('$199.00');
    expect(page).toContain('$1,799.00');
    expect(page).not.toContain('price_are5_pro_noma_yearly');
    expect(page).not.toContain('price_are5_expert_firm_monthly');
  });

  it('lists the firm plans on the firm page', async () => {
    const h = await startSandbox();
    const page = await (await h.call('/pricing/firm')).text();
    expect(page).toContain(`href="${APP_ORIGIN}/price_are5_expert_firm_monthly"`);
    expect(page).toContain(`href="${APP_ORIGIN}/price_firm_essentials_yearly"`);
    expect(page).not.toContain('price_are5_pro_monthly');
  });

  it('escapes catalogue strings', async () => {
    const raw = loadCatalogue();
    const catalogue = parseCatalogue({
      ...raw,
      products: raw.products.map((p, i) => (i === 0 ? { ...p, display_name: '<script>alert("x")</script>' } : p)),
    });
    const h = await startSandbox({ catalogue });
    const page = await (await h.call('/pricing/individual')).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('answers every stand-in page, and greets a member on the dashboard by the bks_token cookie', async () => {
    const h = await startSandbox();
    for (const path of ['/', '/learn', '/learn/groups', '/reset-password', '/terms', '/privacy']) {
      expect((await h.call(path)).status, path).toBe(200);
    }
    const token = await h.logIn('member@example.com');
    const dashboard = await (await h.call('/learn', { headers: { cookie: `bks_token=${token}` } })).text();
    expect(dashboard).toContain('Welcome back, Maya');
    expect(dashboard).toContain('ARE 5.0 Pro 1-Month Subscription');
  });

  it('records a password-reset request for a known email and answers the same for an unknown one', async () => {
    const h = await startSandbox();
    const post = (email: string) => h.call('/reset-password', { body: `email=${encodeURIComponent(email)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const known = await post('member@example.com');
    const unknown = await post('nobody@example.com');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('a reset link is on its way');
    expect(await unknown.text()).toContain('a reset link is on its way');
    expect(h.sandbox.store.state.password_resets.map((r) => r.email)).toEqual(['member@example.com']);
  });
});
