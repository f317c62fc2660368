// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js, which @stripe/stripe-js 10
// injects), served by page.route in live-card-path.spec.ts so that the live build's card path runs
// in a browser without leaving this machine. It is not Stripe: it offers only what
// src/adapters/card-provider/StripeCardForm.tsx and @stripe/react-stripe-js call, draws each
// element as a labelled box with a button that reports the element complete, records what the app
// asks (window.__stripeStandIn), and declines every confirmation as Stripe words a decline.
// The function is sent to the browser as source text: it must not use anything from this module.

export interface StandInRecord {
  publishableKey: string | null;
  elementsOptions: unknown[];
  mounted: string[];
  /** The options each element was created with, in order. */
  created: { type: string; options: unknown }[];
  submits: number;
  confirmations: { kind: 'payment' | 'setup'; clientSecret: string; returnUrl: string; redirect: string; withElements: boolean }[];
}

/** What the stand-in answers to every confirmation. */
export const STAND_IN_DECLINE = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

function installStripeStandIn(decline: typeof STAND_IN_DECLINE): void {
  type Handler = (event: unknown) => void;
  interface ConfirmArgs {
    elements?: unknown;
    clientSecret: string;
    confirmParams: { return_url: string };
    redirect: string;
  }
  const record: StandInRecord = { publishableKey: null, elementsOptions: [], mounted: [], created: [], submits: 0, confirmations: [] };
  const completeEvent: Record<string, unknown> = {
    payment: { elementType: 'payment', complete: true, empty: false, collapsed: false, value: { type: 'card' } },
    address: {
      elementType: 'address',
      complete: true,
      empty: false,
      isNewAddress: true,
      value: {
        name: 'Nia Newcomer',
        phone: '+14155550101',
        address: { line1: '1 Market St', line2: null, city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
      },
    },
  };

  interface AddressDefaults {
    defaultValues?: { name?: string | null; phone?: string | null; address?: { line1?: string | null; city?: string | null; state?: string | null; postal_code?: string | null } };
  }

  /** What the element starts from, as text a person reads in the box (Stripe would fill its fields). */
  function startingText(options: unknown): string | null {
    const start = (options as AddressDefaults | undefined)?.defaultValues;
    if (start === undefined) return null;
    const address = start.address;
    const parts = [start.name, address?.line1, address?.city, address?.state, address?.postal_code, start.phone];
    return `Starts from: ${parts.filter((part) => part !== null && part !== undefined && part !== '').join(', ')}`;
  }

  function createElement(type: string, options: unknown) {
    record.created.push({ type, options });
    const handlers = new Map<string, Set<Handler>>();
    const emit = (name: string, event: unknown) => handlers.get(name)?.forEach((handler) => handler(event));
    const box = document.createElement('fieldset');
    box.style.border = '1px dashed #5a6472';
    box.style.padding = '12px';
    const legend = document.createElement('legend');
    legend.textContent = `Stand-in for Stripe's ${type} element`;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = type === 'payment' ? 'Use the stand-in test card' : 'Use the stand-in test address';
    button.addEventListener('click', () => emit('change', completeEvent[type] ?? { elementType: type, complete: true, empty: false }));
    box.append(legend, button);
    const start = startingText(options);
    if (start !== null) {
      const line = document.createElement('p');
      line.textContent = start;
      box.append(line);
    }
    return {
      mount(target: HTMLElement) {
        target.append(box);
        record.mounted.push(type);
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      on(name: string, handler: Handler) {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)?.add(handler);
      },
      off(name: string, handler: Handler) {
        handlers.get(name)?.delete(handler);
      },
      update() {},
      unmount() {
        box.remove();
      },
      destroy() {
        box.remove();
      },
    };
  }

  const confirm = (kind: 'payment' | 'setup') => (args: ConfirmArgs) => {
    record.confirmations.push({
      kind,
      clientSecret: args.clientSecret,
      returnUrl: args.confirmParams.return_url,
      redirect: args.redirect,
      withElements: args.elements !== undefined,
    });
    return Promise.resolve({ error: decline });
  };
  const unsupported = () => Promise.reject(new Error('Not offered by the Stripe.js stand-in.'));

  function Stripe(publishableKey: string) {
    record.publishableKey = publishableKey;
    return {
      elements(options: unknown) {
        record.elementsOptions.push(options);
        return {
          create: (type: string, options: unknown) => createElement(type, options),
          update(options: unknown) {
            record.elementsOptions.push(options);
          },
          submit() {
            record.submits += 1;
            return Promise.resolve({});
          },
        };
      },
      confirmPayment: confirm('payment'),
      confirmSetup: confirm('setup'),
      // What @stripe/react-stripe-js checks before it accepts the object as Stripe.
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  // The release train @stripe/stripe-js 10 expects; another value only makes it warn.
  Stripe.version = 'endive';
  Object.assign(window, { Stripe, __stripeStandIn: record });
}

/** The script's text, as page.route serves it in place of js.stripe.com's. */
export const STRIPE_JS_STAND_IN = `(${installStripeStandIn.toString()})(${JSON.stringify(STAND_IN_DECLINE)});`;
