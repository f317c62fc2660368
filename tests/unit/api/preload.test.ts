// Page 0's product call preloaded by index.html's inline script (src/api/preload.ts): the script's
// request is exactly the app's, the client takes its answer once and reports it like any other,
// and a guess that does not match costs a second request, never a wrong answer.
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../src/api/create-api.ts';
import { preloadingFetch, takePreloadedRequest, PRELOAD_GLOBAL, type PreloadedRequest } from '../../../src/api/preload.ts';
import { preloadScript } from '../../../scripts/build/product-preload-plugin.ts';
import { product } from './fixtures.ts';
import { BASE, makeHttp, server, startServerForFile } from './support/harness.ts';

startServerForFile();

const identity = { domain: 'https://id.test', clientId: 'c', audience: 'a', connection: 'Username-Password-Authentication' };

/** Runs the inline script as a browser would, at `pathname`; answers what it left on window. */
function runScript(pathname: string): PreloadedRequest | undefined {
  const scope: Record<string, unknown> = {};
  const fakeWindow = new Proxy(scope, { get: (target, key) => (key === 'fetch' ? globalThis.fetch : target[key as string]) });
  new Function('window', 'location', 'fetch', preloadScript(BASE))(fakeWindow, { pathname }, globalThis.fetch.bind(globalThis));
  return takePreloadedRequest(scope);
}

/** Counts the products calls the API host receives, answering each with one product. */
function productsHost(status = 200) {
  const bodies: unknown[] = [];
  server.use(
    mock.post(`${BASE}/v1/are/checkout/products`, async ({ request }) => {
      bodies.push(await request.json());
      return status === 200 ? HttpResponse.json({ products: [product('ARE 5.0 Pro', 'price_are5_pro_monthly')] }) : HttpResponse.json({ requestStatus: 'req_1', errors: ['Catalogue down'] }, { status });
    }),
  );
  return bodies;
}

function apiWith(preloaded: PreloadedRequest | undefined) {
  const harness = makeHttp({ fetch: preloadingFetch(preloaded, globalThis.fetch.bind(globalThis)) });
  return { ...harness, api: createApi({ http: harness.http, identity }) };
}

describe('the inline script', () => {
  it('PAGELOAD-1 API-9: on /{id} it sends the products call for the id, as a guest', async () => {
    const bodies = productsHost();
    const preloaded = runScript('/price_are5_pro_monthly');
    expect(preloaded).toMatchObject({ method: 'POST', url: `${BASE}/v1/are/checkout/products`, body: '{"products":["price_are5_pro_monthly"]}' });
    await preloaded?.response;
    expect(bodies).toEqual([{ products: ['price_are5_pro_monthly'] }]);
  });

  it('ROUTE-1 ROUTE-4..9: nothing is sent on /, the widget, the return page or a deeper address', () => {
    productsHost();
    for (const path of ['/', '/updateBilling', '/displayBillingInfo/', '/return-page', '/a/b']) expect(runScript(path), path).toBeUndefined();
  });

  it('ROUTE-3: the id is decoded and trimmed like the app does', () => {
    productsHost();
    expect(runScript('/%20price%5Fx%20')?.body).toBe('{"products":["price_x"]}');
  });

  it('leaves nothing behind once taken', () => {
    const scope: Record<string, unknown> = { [PRELOAD_GLOBAL]: { url: 'u', method: 'POST', body: 'b', response: Promise.resolve(new Response()) } };
    expect(takePreloadedRequest(scope)).toBeDefined();
    expect(takePreloadedRequest(scope)).toBeUndefined();
  });
});

describe('the client with a preloaded call', () => {
  it('PAGELOAD-1: the app takes the preloaded answer: one request in all', async () => {
    const bodies = productsHost();
    const { api } = apiWith(runScript('/price_are5_pro_monthly'));
    const products = await api.loadProducts(['price_are5_pro_monthly']);
    expect(products.map((p) => p.name)).toEqual(['ARE 5.0 Pro']);
    expect(bodies).toHaveLength(1);
  });

  it('a retry after the preloaded answer fetches anew', async () => {
    const bodies = productsHost();
    const { api } = apiWith(runScript('/price_are5_pro_monthly'));
    await api.loadProducts(['price_are5_pro_monthly']);
    await api.loadProducts(['price_are5_pro_monthly']);
    expect(bodies).toHaveLength(2);
  });

  it('another request than the preloaded one is sent as usual', async () => {
    const bodies = productsHost();
    const { api } = apiWith(runScript('/price_other'));
    await api.loadProducts(['price_are5_pro_monthly']);
    await new Promise((r) => setTimeout(r, 20));
    expect(bodies).toEqual([{ products: ['price_other'] }, { products: ['price_are5_pro_monthly'] }]);
  });

  it('ERR-2 ERR-5: a failed preloaded answer is reported by the error catalogue like any other', async () => {
    productsHost(500);
    const { api, notices } = apiWith(runScript('/price_are5_pro_monthly'));
    await expect(api.loadProducts(['price_are5_pro_monthly'])).rejects.toMatchObject({ status: 500, requestId: 'req_1' });
    expect(notices).toEqual([
      { kind: 'request-id', requestId: 'req_1' },
      { kind: 'error', message: 'Catalogue down' },
    ]);
  });

  it('the actor stopping (abort) ends the call even though the preloaded answer is still on its way', async () => {
    const never: PreloadedRequest = { url: `${BASE}/v1/are/checkout/products`, method: 'POST', body: '{"products":["p"]}', response: new Promise<Response>(() => undefined) };
    const { api } = apiWith(never);
    const controller = new AbortController();
    const call = api.loadProducts(['p'], { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeDefined();
  });
});
