// The payment's answers (issue 29): every answer that comes over the network is held in the
// browser until its step, so each state a payment passes through is checked on the screen while
// the payment waits there; a failing answer is a fault armed in the sandbox.
import type { AnyEventObject } from 'xstate';
import type { Driver, Walk } from './driver-types.ts';
import { DECLINED } from './payment-model.ts';

/** The answers made in the browser, within the move that starts their call: no step performs them. */
export const MADE_IN_THE_BROWSER: readonly string[] = [
  'purchase lock.held',
  'xstate.done.actor.check entered payment details',
  'xstate.done.actor.check entered card details',
  'xstate.done.actor.new idempotency key',
  'xstate.done.actor.new idempotency key for plan switch',
];

export const SANDBOX_PATHS = {
  validate: '/v1/are/checkout/payment/payment_method/pm_cse_mc',
  create: '/v1/are/checkout/subscription/create',
  confirm: '/__cards/confirm_payment',
  attach: '/v1/are/checkout/subscription/success',
  reload: '/v1/are/member/active_subscriptions',
  terms: '/v1/are/member/track/terms',
  track: '/v1/are/member/track/upgrade',
  upgrade: '/v1/are/checkout/subscription/upgrade',
  setup: '/v1/are/checkout/payment/setup_intent',
  confirmSetup: '/__cards/confirm_setup',
  default: '/v1/are/member/payment_method/default/*',
} as const;

const callOf = (method: string, path: string) => ({ method, url: `**${path.replace(/\*$/, '**')}` });

/** The call each waiting state makes, by the state's path. */
const CALL_IN: Record<string, readonly [string, string]> = {
  'purchasing.validating saved payment method': ['GET', SANDBOX_PATHS.validate],
  'purchasing.reading the subscriptions again': ['GET', SANDBOX_PATHS.reload],
  'switching plan.reading the subscriptions again': ['GET', SANDBOX_PATHS.reload],
  'purchasing.creating subscription': ['POST', SANDBOX_PATHS.create],
  'purchasing.confirming payment with card provider': ['POST', SANDBOX_PATHS.confirm],
  'purchasing.attaching payment method': ['POST', SANDBOX_PATHS.attach],
  'purchasing.reloading subscriptions': ['GET', SANDBOX_PATHS.reload],
  'purchasing.recording checkout event': ['POST', SANDBOX_PATHS.terms],
  'switching plan.tracking upgrade': ['POST', SANDBOX_PATHS.track],
  'switching plan.upgrading subscription': ['POST', SANDBOX_PATHS.upgrade],
  'switching plan.reloading subscriptions': ['GET', SANDBOX_PATHS.reload],
  'saving card.creating setup intent': ['POST', SANDBOX_PATHS.setup],
  'saving card.confirming setup with card provider': ['POST', SANDBOX_PATHS.confirmSetup],
  'saving card.setting default payment method': ['PUT', SANDBOX_PATHS.default],
};

/**
 * A path that ends while a call runs ends there: the call's request is held until the walk is over,
 * so the page still shows the payment waiting when its screen is checked.
 */
async function holdTheLastCall({ page, path, index }: Walk): Promise<void> {
  // The path ends with this move: no step after this one is performed.
  if (path.steps.slice(index + 1).some((later) => !MADE_IN_THE_BROWSER.includes(later.event.type))) return;
  const step = path.steps.at(-1);
  if (step === undefined) return;
  const value = JSON.parse(step.value) as unknown;
  if (typeof value !== 'object' || value === null) return;
  const [[parent, child] = []] = Object.entries(value as Record<string, unknown>);
  const call = CALL_IN[`${String(parent)}.${String(child)}`];
  if (call === undefined) return;
  const [method, url] = call;
  await page.route(callOf(method, url).url, (route) => (route.request().method() === method ? new Promise<void>(() => {}) : route.fallback()));
}

/** A perform that first holds the call the path ends in, if it ends in one. */
export const performing =
  (run: (walk: Walk, event: AnyEventObject) => Promise<void>) =>
  async (walk: Walk, event: AnyEventObject): Promise<void> => {
    await holdTheLastCall(walk);
    await run(walk, event);
  };

/**
 * A network answer: its request is held until the step (so the state before it is checked on
 * screen); `fault` arms the sandbox for a failing answer. A GET is retried twice by the API client
 * on a 5xx, so its fault lasts three calls.
 */
export function answer(method: string, path: string, fault?: { status: number; message?: string }): Driver {
  return {
    call: callOf(method, path),
    // The cause is the answer arriving: the held request goes on.
    perform: performing(async () => {}),
    ...(fault === undefined
      ? {}
      : {
          async arrange({ sandbox }: Walk) {
            await sandbox.fault({ method, path, status: fault.status, ...(fault.message === undefined ? {} : { message: fault.message }), times: method === 'GET' && fault.status >= 500 ? 3 : 1 });
          },
        }),
  };
}

/** Done and failed of one call, the failure's fault read from the event's error. */
export function answersOf(method: string, path: string): { done: Driver; failed: Driver } {
  const held = answer(method, path);
  return {
    done: held,
    failed: {
      ...held,
      async arrange({ sandbox }, event) {
        const error = event.error as { status: number; message: string };
        await sandbox.fault({ method, path, status: error.status, message: error.message, times: method === 'GET' && error.status >= 500 ? 3 : 1 });
      },
    },
  };
}

export const validate = answersOf('GET', SANDBOX_PATHS.validate);
export const create = answersOf('POST', SANDBOX_PATHS.create);
export const attach = answersOf('POST', SANDBOX_PATHS.attach);
export const reload = answersOf('GET', SANDBOX_PATHS.reload);
export const upgrade = answersOf('POST', SANDBOX_PATHS.upgrade);
export const setup = answersOf('POST', SANDBOX_PATHS.setup);
export const setDefault = answersOf('PUT', SANDBOX_PATHS.default);

/** Page 1's saved card is refused by the card service (a fault); page 2's by the declined test card. */
export const confirmWithProvider: Driver = {
  ...answer('POST', SANDBOX_PATHS.confirm),
  async arrange({ sandbox, path, index }, event) {
    const output = event.output as { status: string };
    const paidWithSavedCard = path.steps.slice(0, index).some((step) => step.event.type === 'xstate.done.actor.validate saved payment method');
    if (output.status === 'failed' && paidWithSavedCard) await sandbox.fault({ method: 'POST', path: SANDBOX_PATHS.confirm, status: 402, message: DECLINED });
  },
};

/**
 * The connection drops as the card provider is asked to confirm: the request is cut in the browser
 * (once), so no answer comes; the retry confirms the same intent, which the sandbox then answers.
 */
export const confirmUnanswered: Driver = {
  call: callOf('POST', SANDBOX_PATHS.confirm),
  perform: performing(async () => {}),
  async arrange({ page }) {
    let cut = false;
    // A pattern of its own: the runner's hold lets go of its request with unroute(url), which would drop this route too.
    await page.route((url) => url.pathname === SANDBOX_PATHS.confirm, (route) => {
      if (cut || route.request().method() !== 'POST') return route.fallback();
      cut = true;
      return route.abort('connectionreset');
    });
  },
};
