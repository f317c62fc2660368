// Stand-ins for the learning site: the dashboard and the group-management area. When the browser
// sends the bks_token cookie (it is shared by every port of the host) they greet the member.
import type { Request, Router } from '../http.ts';
import { html } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { escapeHtml, page } from './layout.ts';

export function registerLearningPages(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;
  const memberOf = (req: Request) => {
    const token = req.cookies.bks_token;
    return token ? store.accountByAuthToken(token) : undefined;
  };

  router.get('/learn', (req) => {
    const member = memberOf(req);
    const subscriptions = member
      ? store.state.subscriptions.filter((s) => s.member_email === member.email && s.status === 'active')
      : [];
    const list = subscriptions.length
      ? `<ul>${subscriptions.map((s) => `<li>${escapeHtml(s.name)} (renews ${escapeHtml(s.current_period_end)})</li>`).join('')}</ul>`
      : '<p>No active subscription yet.</p>';
    const body = member
      ? `<h1>Welcome back, ${escapeHtml(member.first_name)}</h1><section class="card"><h2>Your subscriptions</h2>${list}</section>`
      : '<h1>Your dashboard</h1><p>Sign in from the checkout to see your courses here.</p>';
    return html(200, page({ title: 'Dashboard', body }));
  });

  router.get('/learn/groups', (req) => {
    const member = memberOf(req);
    const groups = member?.group_accounts ?? [];
    const list = groups.length
      ? `<ul>${groups.map((g) => `<li>${escapeHtml(g.organization)}${g.admin ? ' (admin)' : ''}</li>`).join('')}</ul>`
      : '<p>No organisation is linked to this account.</p>';
    return html(200, page({
      title: 'Group management',
      body: `<h1>Group management</h1><section class="card"><h2>Your organisations</h2>${list}</section>
<p>Invite members and assign seats here once your firm's plan is active.</p>`,
    }));
  });
}
