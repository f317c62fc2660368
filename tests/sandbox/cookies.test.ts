// A malformed Cookie header (a value that is not valid percent-encoding) must not break the
// sandbox: the browser sends it with every request, so one bad cookie would answer 500 forever.
import { describe, expect, it } from 'vitest';
import { parseCookies } from '../../sandbox/http.ts';
import { startSandbox } from './harness.ts';

const MALFORMED = 'bad=%E0%A4%A; other=%';

describe('cookies on sandbox requests', () => {
  it('a request with a malformed cookie gets a normal answer, and so do the next ones (PAGELOAD-1)', async () => {
    const h = await startSandbox();
    for (let i = 0; i < 3; i += 1) {
      const products = await h.call('/v1/are/checkout/products', { body: { products: ['price_are5_pro_monthly'] }, headers: { cookie: MALFORMED } });
      expect(products.status).toBe(200);
      const state = await h.call('/__sandbox/state', { headers: { cookie: MALFORMED } });
      expect(state.status).toBe(200);
    }
    const page = await h.call('/pricing/individual', { headers: { cookie: MALFORMED } });
    expect(page.status).toBe(200);
  });

  it('still reads the good cookies beside a malformed one, and answers a member call (STATE-LOGIN-5)', async () => {
    const h = await startSandbox();
    const token = await h.logIn('member@example.com');
    const profile = await h.json<{ member: { email: string } }>('/v1/are/member/profile', { token, headers: { cookie: MALFORMED } });
    expect(profile.status).toBe(200);
    expect(profile.body.member.email).toBe('member@example.com');
    expect(parseCookies(`${MALFORMED}; bks_token=${encodeURIComponent(token)}; name=a%20b`)).toEqual({ bks_token: token, name: 'a b' });
  });
});
