// Member accounts: sign-up, log-in, profile read and update, and the email check.
import * as v from 'valibot';
import type { Reply, Request, Router } from '../http.ts';
import { errorReply, json } from '../http.ts';
import { once } from '../idempotency.ts';
import type { ProviderContext } from '../provider-context.ts';
import { memberOnly } from '../auth.ts';
import { createAccount, renameMemberEmail } from '../accounts.ts';
import { memberView } from '../views.ts';
import { Email, parseBody } from './validate.ts';

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty('is required'));
const Password = v.pipe(v.string(), v.nonEmpty('is required'));

const SignUp = v.object({ email: Email, password: Password, firstname: Name, lastname: Name, property_id: v.optional(v.number()) });
const LogIn = v.object({ email: v.pipe(v.string(), v.trim()), password: v.string() });
const ProfileUpdate = v.object({
  first_name: Name,
  last_name: Name,
  email: Email,
  update_email: v.optional(v.boolean(), false),
});
const EmailCheck = v.object({ email: v.pipe(v.string(), v.trim(), v.nonEmpty('is required')) });

/** catalogue.noma_email_rule: a seeded account with noma true, or any address at noma.org. */
const isNomaDomain = (email: string) => email.trim().toLowerCase().endsWith('@noma.org');

export function registerAccounts(router: Router, ctx: ProviderContext): void {
  const { store } = ctx;

  // An Idempotency-Key replays the first answer: a sign-up whose answer was lost (time-out,
  // dropped connection) and is sent again signs the same account in instead of 'email exists'.
  router.post('/v1/are/member/profile', (req) => once(store, req, null, () => ({ reply: signUp(req), subscriptionId: null })));

  const signUp = (req: Request): Reply => {
    const body = parseBody(SignUp, req.body);
    if (!body.ok) return body.reply;
    const { email, password, firstname, lastname } = body.value;
    const existing = store.accountByEmail(email);
    if (existing?.on_platform) return errorReply(400, 'email exists');
    let account;
    if (existing) {
      // Known on the sister network only: its credentials open the platform account ("Hey, we know you!").
      if (existing.password !== password) return errorReply(401, 'Email or password is incorrect');
      existing.on_platform = true;
      existing.first_name = firstname;
      existing.last_name = lastname;
      account = existing;
    } else {
      account = createAccount(store, { email, password, first_name: firstname, last_name: lastname });
    }
    store.save();
    return json(200, { member: { id: account.id, auth_token: account.auth_token }, org_slug: account.org_slug });
  };

  router.get('/v1/are/member/profile', memberOnly(ctx, (_req, member) => json(200, { member: memberView(member) })));

  router.patch('/v1/are/member/profile', memberOnly(ctx, (req, member) => {
    const body = parseBody(ProfileUpdate, req.body);
    if (!body.ok) return body.reply;
    const { first_name, last_name, email, update_email } = body.value;
    if (update_email && email.toLowerCase() !== member.email.toLowerCase()) {
      if (store.accountByEmail(email)) return errorReply(400, 'email exists');
      renameMemberEmail(store.state, member.email, email);
      member.email = email;
    }
    member.first_name = first_name;
    member.last_name = last_name;
    store.save();
    return json(200, { status: 'ok' });
  }));

  router.post('/v1/guest/are/log_in', (req) => {
    const body = parseBody(LogIn, req.body);
    if (!body.ok) return body.reply;
    const account = store.accountByEmail(body.value.email);
    if (!account?.on_platform || account.password !== body.value.password) {
      return errorReply(401, 'Email or password is incorrect');
    }
    return json(200, { auth_token: account.auth_token });
  });

  router.post('/v1/are/member/email', (req) => {
    const body = parseBody(EmailCheck, req.body);
    if (!body.ok) return body.reply;
    const account = store.accountByEmail(body.value.email);
    return json(200, {
      accounts: { network: account?.on_network ?? false, are: account?.on_platform ?? false },
      noma: (account?.noma ?? false) || isNomaDomain(body.value.email),
    });
  });
}
