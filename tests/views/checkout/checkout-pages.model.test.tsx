// @vitest-environment jsdom
// Model-based: an invoke-free model of the checkout pages as the visitor sees them (page 0 with or
// without the sign-in popup, page 1, page 2, the re-enter-credentials link and the completion
// modal); createTestModel (xstate/graph) generates one shortest path per transition, and each path
// drives the real checkout screen over the real checkout machine (calls stubbed, the session
// played by the test) with clicks, checking at every page what the spec says is on the screen.
// rule: PAGELOAD-3, PAGE0-3, PAGE0-4, PAGE0-6, PAGE1-1, PAGE1-6, PAGE1-7, PAGE1-8, PAGE1-9, PAGE1-10, PAGE2-3, CHECKOUT-FLOW-1, CHECKOUT-FLOW-2, DIALOG-COMPLETE-1
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMachine, waitFor as waitForActor } from 'xstate';
import { selectPage, type CheckoutPage } from '../../../machines/checkout/selectors.ts';
import { createTestModel } from 'xstate/graph';
import { PRICE } from '../../machines/checkout/fixtures.ts';
import { settle, startCheckout, type CheckoutHarness } from '../../machines/checkout/harness.ts';
import { LiveCheckout, renderView, sandboxCards, setViewportWidth } from './support.tsx';

beforeEach(() => setViewportWidth(1280));
afterEach(cleanup);

const MEMBER = 'member@example.com';
const RE_ENTER = 'For security reasons, please click here to re-enter your credentials';

const pagesModel = createMachine({
  id: 'what the visitor sees',
  initial: 'page 0, sign-in popup open',
  states: {
    'page 0, sign-in popup open': {
      on: { 'the popup signs the member in': 'page 1', 'the visitor closes the popup': 'page 0, signed out' },
    },
    'page 0, signed out': { on: { 'press Proceed to Checkout': 'page 0, sign-in popup open' } },
    'page 0, signed in': { on: { 'press Proceed to Checkout': 'page 1' } },
    'page 1': {
      on: {
        'press Cancel': 'page 0, signed in',
        'press Update Payment Method': 'page 2',
        'accept the renewal terms and press Confirm Payment': 'checkout complete',
        'the session ends': 're-entering credentials',
      },
    },
    'page 2': { on: { 'press Cancel': 'page 1' } },
    're-entering credentials': { on: { 'press the re-enter link and sign in': 'page 1' } },
    'checkout complete': {},
  },
});

// Page 2's card form is loaded lazily: on a busy machine it takes more than testing-library's 1 s.
const PATIENCE = { timeout: 10_000 };

async function showCheckout() {
  const harness = startCheckout({ priceId: PRICE.essentials });
  harness.session.signOut();
  renderView(<LiveCheckout harness={harness} cardProvider={sandboxCards()} />);
  await screen.findByRole('complementary', { name: 'Your order (1 item)' }, PATIENCE);
  await settle();
  return { harness, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });
const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name }, PATIENCE);
const untilPage = (harness: CheckoutHarness, page: CheckoutPage) =>
  waitForActor(harness.actor, (snapshot) => selectPage(snapshot) === page, PATIENCE);

describe('checkout pages, generated from a model of what the visitor sees', () => {
  const paths = createTestModel(pagesModel).getShortestPaths();

  it('the model reaches every page', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(pagesModel.root.states).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { harness, user } = await showCheckout();
      const popups = () => harness.count('open sign-in popup');
      let popupsBefore = 0;
      await path.test({
        states: {
          'page 0, sign-in popup open': () => {
            expect(popups()).toBe(popupsBefore + 1); // PAGELOAD-3, PAGE0-4: one popup
            expect(harness.page()).toBe(0);
          },
          'page 0, signed out': () => {
            expect(button('Proceed to Checkout')).toBeEnabled(); // PAGELOAD-3: a blocked popup leaves the page usable
            expect(button('Create an account')).toBeInTheDocument(); // PAGE0-3
          },
          'page 0, signed in': () => {
            expect(button('Proceed to Checkout')).toBeInTheDocument(); // CHECKOUT-FLOW-2
            expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
          },
          'page 1': async () => {
            expect(await stepTitle('Step 2: Payment Method')).toBeInTheDocument(); // PAGE0-6, PAGE1-1
            expect(screen.getByRole('group', { name: 'Saved payment method' })).toHaveTextContent('Ending in 4242');
            expect(button('Update Payment Method')).toBeInTheDocument(); // PAGE1-6
            expect(button('Confirm Payment')).toBeDisabled(); // PAGE1-7: waits for the consent
          },
          'page 2': async () => {
            expect(await stepTitle('Step 3: Update Billing Info')).toBeInTheDocument(); // PAGE2-3
          },
          're-entering credentials': async () => {
            expect(await screen.findByRole('button', { name: RE_ENTER }, PATIENCE)).toBeInTheDocument(); // PAGE1-9
            expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
          },
          'checkout complete': async () => {
            const dialog = await screen.findByRole('dialog', { name: 'Checkout complete' }, PATIENCE); // DIALOG-COMPLETE-1
            expect(within(dialog).getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
          },
        },
        events: {
          'the popup signs the member in': async () => {
            await act(async () => harness.session.signIn(MEMBER));
            await untilPage(harness, 1);
          },
          'the visitor closes the popup': async () => {
            await act(async () => harness.session.fail('Popup closed'));
          },
          'press Proceed to Checkout': async () => {
            popupsBefore = popups();
            await user.click(button('Proceed to Checkout'));
          },
          'press Cancel': async () => {
            const from = harness.page();
            await user.click(button('Cancel'));
            await untilPage(harness, from === 2 ? 1 : 0); // PAGE1-8
          },
          'press Update Payment Method': async () => {
            await user.click(button('Update Payment Method'));
            await untilPage(harness, 2);
          },
          'accept the renewal terms and press Confirm Payment': async () => {
            await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
            await user.click(button('Confirm Payment'));
            await untilPage(harness, 'complete');
          },
          'the session ends': async () => {
            await act(async () => harness.session.signOut());
          },
          'press the re-enter link and sign in': async () => {
            popupsBefore = popups();
            await user.click(button(RE_ENTER));
            expect(popups()).toBe(popupsBefore + 1); // PAGE1-10
            await act(async () => harness.session.signIn(MEMBER));
            await untilPage(harness, 1);
          },
        },
      });
    });
  }
});
