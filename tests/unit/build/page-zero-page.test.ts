// Page 0 files (ADR 0061): how the build makes one from index.html, which address gets it, what its
// inline scripts do before the app runs, and how the app takes over what the visitor did meanwhile.
// rule: PAGELOAD-1, CART-2, ROUTE-12, PAGE0-2, PAGE0-4, SCOPE-4
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PRESSES_SCRIPT, NOT_FOR_THIS_VISITOR_CHECK, prerenderedPage, VISITOR_PAGE_ONLY } from '../../../scripts/build/page-zero-page.ts';
import { pageEntryRewrite } from '../../../scripts/serving/page-entries.ts';
import { mayAdopt } from '../../../src/app/adopt-page-zero.ts';
import { followTypedCoupon, keepCouponTypedSince, keepTypedCoupon, replayEarlyPresses, takeEarlyPresses } from '../../../src/app/early-presses.ts';

const SHELL_SCRIPT = 'shell();';
const INDEX = `<html><head><style data-page-zero-shell>.s{}</style></head><body><div id="root"><p>loading shape</p></div><script>${SHELL_SCRIPT}</script><script type="module" src="/assets/main.js"></script></body></html>`;
const PAGE = prerenderedPage(INDEX, { priceId: 'price_x', markup: '<p>ARE 5.0 Pro $199.00</p><form><input name="coupon"><button data-page-zero-press="apply coupon" type="submit">Apply</button></form><button data-page-zero-press="proceed to checkout">Proceed to Checkout</button>', css: '.p{}', shellScript: SHELL_SCRIPT });

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-page-zero-not-here');
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Runs the page's scripts in order, as a browser would while parsing, at `search`. */
function openPage(search: string) {
  window.history.replaceState(null, '', `/price_x${search}`);
  new Function(NOT_FOR_THIS_VISITOR_CHECK)();
  const body = PAGE.slice(PAGE.indexOf('<div id="root"'), PAGE.indexOf('<script type="module"'));
  document.body.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/g, '');
  new Function(VISITOR_PAGE_ONLY)();
  return document.getElementById('root') as HTMLElement;
}

describe('a page 0 file', () => {
  it('PAGELOAD-1: holds the product in #root, marked with its price id, the loading shape kept aside, the rest of index.html unchanged', () => {
    expect(PAGE).toContain('<div id="root" data-page-zero="price_x"><p>ARE 5.0 Pro $199.00</p>');
    expect(PAGE).toContain('<template id="page-zero-shell"><p>loading shape</p></template>');
    expect(PAGE).toContain('<style data-page-zero-product>.p{}');
    expect(PAGE).toContain('<script type="module" src="/assets/main.js"></script>');
    expect(PAGE).not.toContain(SHELL_SCRIPT);
  });

  it('is what /{price id} gets when the build wrote it; any other id, or none, keeps index.html', () => {
    const built = (file: string) => file === '/page-zero/price_x.html';
    expect(pageEntryRewrite('/price_x?o=101', built)).toBe('/page-zero/price_x.html?o=101');
    expect(pageEntryRewrite('/price_y', built)).toBeNull();
    expect(pageEntryRewrite('/price_x/more', built)).toBeNull();
    expect(pageEntryRewrite('/price_x')).toBeNull();
  });

  it('shows a visitor the product', () => {
    const root = openPage('');
    expect(root.getAttribute('data-page-zero')).toBe('price_x');
    expect(root.textContent).toContain('$199.00');
  });

  it.each([['?o=101'], ['?o= 12 ']])('CART-2, ROUTE-12: an organisation checkout (%s) gets the loading shape, marked from the head so page 0 never paints', (search) => {
    const root = openPage(search);
    expect(document.documentElement.hasAttribute('data-page-zero-not-here')).toBe(true);
    expect(root.hasAttribute('data-page-zero')).toBe(false);
    expect(root.innerHTML).toBe('<p>loading shape</p>');
  });

  it('ROUTE-13: so does a tab that keeps an organisation, and a tab whose payment is being completed (ADR 0060)', () => {
    sessionStorage.setItem('o', '101');
    expect(openPage('').textContent).toBe('loading shape');
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-page-zero-not-here');
    sessionStorage.setItem('paymentUnderWay', '{}');
    expect(openPage('').textContent).toBe('loading shape');
  });

  it('an invalid o is no organisation', () => {
    expect(openPage('?o=abc').getAttribute('data-page-zero')).toBe('price_x');
  });

  it('is adopted only at its own address', () => {
    expect(mayAdopt('price_x', { page: 'checkout', priceId: 'price_x' })).toBe(true);
    expect(mayAdopt('price_x', { page: 'checkout', priceId: 'price_y' })).toBe(false);
    expect(mayAdopt(null, { page: 'checkout', priceId: 'price_x' })).toBe(false);
    expect(mayAdopt('price_x', { page: 'return', priceId: null })).toBe(false);
  });
});

describe('presses before the app took over', () => {
  it('PAGE0-4, SCOPE-4: a press of Proceed opens the sign-in window inside the press; each press is kept once, then sent to its machine', () => {
    openPage('');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    new Function(EARLY_PRESSES_SCRIPT)();
    const proceed = document.querySelector<HTMLButtonElement>('[data-page-zero-press="proceed to checkout"]')!;
    proceed.click();
    proceed.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[1]).toBe('auth0:authorize:popup');
    const sent: { to: string; type: string; value?: string }[] = [];
    const system = { get: (to: string) => ({ send: (event: { type: string; value?: string }) => sent.push({ to, ...event }) }) };
    replayEarlyPresses(system, takeEarlyPresses(window));
    expect(sent).toEqual([{ to: 'checkout', type: 'proceed to checkout' }]);
    // Taken over: the script lets presses through to the app's own handlers.
    proceed.click();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ROLE-14: on a page whose loading shape took page 0\'s place (?o=), no press is held back', () => {
    openPage('?o=101');
    const listen = vi.spyOn(document, 'addEventListener');
    new Function(EARLY_PRESSES_SCRIPT)();
    expect(listen).not.toHaveBeenCalled();
  });

  it('PAGE0-2: the code typed and Enter in the coupon box become the coupon text and one press of Apply', () => {
    openPage('');
    delete (window as unknown as Record<string, unknown>).__pageZeroAdopted;
    new Function(EARLY_PRESSES_SCRIPT)();
    const form = document.querySelector('form')!;
    document.querySelector<HTMLInputElement>('input[name="coupon"]')!.value = 'WELCOME10';
    form.requestSubmit();
    document.querySelector<HTMLButtonElement>('[data-page-zero-press="apply coupon"]')!.click();
    const sent: { to: string; type: string; value?: string }[] = [];
    const system = { get: (to: string) => ({ send: (event: { type: string; value?: string }) => sent.push({ to, ...event }) }) };
    keepTypedCoupon(system, document.querySelector<HTMLInputElement>('input[name="coupon"]')!.value);
    replayEarlyPresses(system, takeEarlyPresses(window));
    expect(sent).toEqual([
      { to: 'coupon', type: 'type coupon', value: 'WELCOME10' },
      { to: 'coupon', type: 'apply coupon' },
    ]);
  });

  it('PAGE0-2: keys typed while React adopts the page, or the box erased then, become the coupon text once it has', () => {
    openPage('');
    const field = document.querySelector<HTMLInputElement>('input[name="coupon"]')!;
    const sent: { to: string; type: string; value?: string }[] = [];
    const system = { get: (to: string) => ({ send: (event: { type: string; value?: string }) => sent.push({ to, ...event }) }) };
    const typeInto = (text: string) => {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    typeInto('WELC');
    keepTypedCoupon(system, field.value);
    const typing = followTypedCoupon(document);
    typeInto('WELCOME');
    // React puts back the text it was given before its handlers are live.
    field.value = 'WELC';
    typing.stop();
    keepCouponTypedSince(system, 'WELC', typing.latest());
    typeInto('WELCOME1');
    expect(typing.latest()).toBe('WELCOME');
    expect(sent).toEqual([
      { to: 'coupon', type: 'type coupon', value: 'WELC' },
      { to: 'coupon', type: 'type coupon', value: 'WELCOME' },
    ]);

    const erased = followTypedCoupon(document);
    typeInto('');
    erased.stop();
    keepCouponTypedSince(system, 'WELCOME', erased.latest());
    expect(sent.at(-1)).toEqual({ to: 'coupon', type: 'type coupon', value: '' });
    const untouched = followTypedCoupon(document);
    untouched.stop();
    keepCouponTypedSince(system, '', untouched.latest());
    expect(sent).toHaveLength(3);
  });
});
