// Stand-ins for the account and legal pages: password reset (records the request), terms, privacy.
import * as v from 'valibot';
import type { Router } from '../http.ts';
import { html } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { escapeHtml, page } from './layout.ts';

const ResetForm = v.object({ email: v.pipe(v.string(), v.trim()) });

const resetForm = `<h1>Reset your password</h1>
<form class="card" method="post" action="/reset-password">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required>
  <button type="submit">Send reset link</button>
</form>`;

export function registerAccountPages(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;

  router.get('/reset-password', () => html(200, page({ title: 'Reset your password', body: resetForm })));

  router.post('/reset-password', (req) => {
    const form = v.safeParse(ResetForm, req.body);
    const email = form.success ? form.output.email : '';
    if (!email) return html(400, page({ title: 'Reset your password', body: `<p role="alert">Enter your email.</p>${resetForm}` }));
    if (store.accountByEmail(email)) {
      store.state.password_resets.push({ email, at: ctx.now().toISOString() });
      store.save();
    }
    // The same answer whether or not the account exists, as a real site would give.
    return html(200, page({
      title: 'Check your email',
      body: `<h1>Check your email</h1><p>If an account exists for ${escapeHtml(email)}, a reset link is on its way.</p>`,
    }));
  });

  router.get('/terms', () => html(200, page({
    title: 'Terms of Use',
    body: `<h1>Terms of Use</h1>
<p>Subscriptions renew automatically at the end of each billing period until cancelled. You may cancel at any time; access continues until the end of the paid period.</p>
<p>This is a sandbox stand-in for the real terms.</p>`,
  })));

  router.get('/privacy', () => html(200, page({
    title: 'Privacy Policy',
    body: `<h1>Privacy Policy</h1>
<p>We keep the details you give us to provide your subscription and send receipts. We never sell them.</p>
<p>This is a sandbox stand-in for the real policy.</p>`,
  })));
}
