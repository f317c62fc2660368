// @vitest-environment jsdom
// Model-based: an invoke-free model of the sign-up and sign-in dialog as the visitor sees it (its
// pages and the offers under the email field); xstate/graph's createTestModel generates the paths,
// and each path drives the real AuthDialog over the real auth machine (calls stubbed) with clicks
// and typing, checking at every page what the spec says is on the screen.
// rule: SIGNUP-1, SIGNUP-4, SIGNIN-1, SIGNIN-6, KNOWN-1, KNOWN-3, ADMIN-1, ADMIN-8, VALID-SIGNUP-7, VALID-SIGNUP-8, SIGNUP-FORM-7
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { AUTH_FIELD_LABELS, AUTH_SUBMIT_LABELS, AUTH_TEXTS, AUTH_TITLES } from '../../../machines/auth/texts.ts';
import type { AuthField } from '../../../machines/auth/validation.ts';
import AuthDialog from '../../../src/views/auth/AuthDialog.tsx';
import { SISTER, startAuth, validAdmin, validIndividual } from '../../machines/auth/harness.ts';
import { renderWithApp } from '../shell/support.tsx';

afterEach(() => cleanup());

// The dialog's answers and animations are slow on a busy machine: more than testing-library's 1 s.
const PATIENCE = { timeout: 10_000 };
const NETWORK_EMAIL = 'grace@atlas.example';
const PLATFORM_EMAIL = 'taken@example.com';

/** What the visitor sees, and what they (or the checkout opening the dialog) do. No calls here. */
const dialogModel = createMachine({
  id: 'what the visitor sees',
  initial: 'no dialog',
  states: {
    'no dialog': {
      on: {
        'checkout opens the individual sign-up': 'individual sign-up',
        'checkout opens the firm sign-up': 'firm admin sign-up',
      },
    },
    'individual sign-up': {
      on: {
        'fill in the form and proceed': 'no dialog',
        'type an email known on the network': 'offer to use the network account',
        'type an email known on the platform': 'offer to sign in instead',
        'press already have an account': 'no dialog',
        close: 'no dialog',
      },
    },
    // The offers sit on the individual page, whose Close the path through that page already takes.
    'offer to use the network account': { on: { 'continue with the network account': 'hey we know you' } },
    'offer to sign in instead': { on: { 'sign in instead': 'welcome back' } },
    'hey we know you': { on: { 'type the password and continue': 'no dialog', close: 'no dialog' } },
    'welcome back': { on: { 'type the password and continue': 'no dialog', close: 'no dialog' } },
    'firm admin sign-up': { on: { 'fill in the form and proceed': 'no dialog', close: 'no dialog' } },
  },
});

function renderDialog() {
  const h = startAuth({
    checkEmail: async ({ email }) => ({ are: email === PLATFORM_EMAIL, network: email === NETWORK_EMAIL }),
  });
  const rendered = renderWithApp(<AuthDialog actorRef={h.auth} />);
  return { ...h, ...rendered, user: userEvent.setup() };
}
type Rendered = ReturnType<typeof renderDialog>;

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true, selector: 'input' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const heading = (name: string) => within(dialog()).getByRole('heading', { name });

/** Each field gets its whole value in one change and is then left, as a browser's autofill does (fast in jsdom). */
async function fill(values: Partial<Record<AuthField, string>>) {
  for (const [name, value] of Object.entries(values) as [AuthField, string][]) {
    const input = field(AUTH_FIELD_LABELS[name]);
    await act(async () => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    });
  }
}

const typeEmail = (email: string) => fill({ firstName: 'Grace', lastName: 'Hopper', email, confirmEmail: email });

async function submitAndClose(h: Rendered, label: string) {
  await waitFor(() => expect(button(label)).not.toHaveAttribute('aria-disabled'), PATIENCE);
  await h.user.click(button(label));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENCE);
}

describe('sign-up dialog pages, generated from a model of what the visitor sees', () => {
  const model = createTestModel(dialogModel);
  const paths = model.getShortestPaths();

  it('the model reaches every page of the dialog', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(dialogModel.root.states).sort());
  });

  for (const path of paths) {
    it(`${path.description}`, async () => {
      const h = renderDialog();
      // A sign-in is told with the page it leads to, and the firm a new firm admin names (SIGNUP-FORM-8, ADMIN-8).
      const sent = () =>
        h.toParent.map((event) => (event.type === 'auth.signed in' ? `${event.type} → ${event.nextPage}${event.firmName === null ? '' : ', firm'}` : event.type));
      const parentOpens = (event: Parameters<Rendered['auth']['send']>[0]) => act(async () => h.auth.send(event));
      await path.test({
        states: {
          'no dialog': async () => {
            // The dialog leaves after its exit (Zag's presence): waited for, not read at once.
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PATIENCE); // SIGNUP-4
            expect(h.page()).toBe(0);
          },
          'individual sign-up': () => {
            expect(heading(AUTH_TITLES.individual)).toBeInTheDocument(); // SIGNUP-1
            expect(button(AUTH_SUBMIT_LABELS.individual)).toBeInTheDocument();
          },
          'offer to use the network account': async () => {
            expect(await within(dialog()).findByText(`Email already exists on ${SISTER}`, {}, PATIENCE)).toBeInTheDocument(); // VALID-SIGNUP-8
            expect(button(AUTH_TEXTS.knownAccountOffer(SISTER))).toBeInTheDocument();
          },
          'offer to sign in instead': async () => {
            expect(await within(dialog()).findByText('Email already exists', {}, PATIENCE)).toBeInTheDocument(); // VALID-SIGNUP-7
            expect(button(AUTH_TEXTS.signInInstead)).toBeInTheDocument();
          },
          'hey we know you': () => {
            expect(heading(AUTH_TITLES['known account'])).toBeInTheDocument(); // KNOWN-1
            expect(field('Email')).toHaveValue(NETWORK_EMAIL); // KNOWN-3
            expect(field('Email')).toHaveAttribute('readonly');
          },
          'welcome back': () => {
            expect(heading(AUTH_TITLES['sign in'])).toBeInTheDocument(); // SIGNIN-1
            expect(button(AUTH_SUBMIT_LABELS['sign in'])).toBeInTheDocument();
          },
          'firm admin sign-up': () => {
            expect(heading(AUTH_TITLES.admin)).toBeInTheDocument(); // ADMIN-1
          },
        },
        events: {
          'checkout opens the individual sign-up': () => parentOpens({ type: 'open sign-up', audience: 'individual' }),
          'checkout opens the firm sign-up': () => parentOpens({ type: 'open sign-up', audience: 'group' }),
          'type an email known on the network': () => typeEmail(NETWORK_EMAIL),
          'type an email known on the platform': () => typeEmail(PLATFORM_EMAIL),
          'continue with the network account': () => h.user.click(button(AUTH_TEXTS.knownAccountOffer(SISTER))),
          'sign in instead': () => h.user.click(button(AUTH_TEXTS.signInInstead)),
          'press already have an account': () => h.user.click(button(AUTH_TEXTS.alreadyHaveAccount)),
          close: async () => {
            await h.user.click(button(AUTH_TEXTS.close));
            await waitFor(() => expect(sent().at(-1)).toBe('auth.dialog closed'), PATIENCE);
          },
          'fill in the form and proceed': async () => {
            const admin = h.page() === 4;
            await fill(admin ? validAdmin : validIndividual);
            await submitAndClose(h, AUTH_SUBMIT_LABELS[admin ? 'admin' : 'individual']);
            expect(sent().at(-1)).toBe(admin ? 'auth.signed in → payment details, firm' : 'auth.signed in → payment details'); // SIGNUP-FORM-7, ADMIN-8
          },
          'type the password and continue': async () => {
            const known = h.page() === 3;
            await fill({ password: validIndividual.password });
            await submitAndClose(h, AUTH_SUBMIT_LABELS[known ? 'known account' : 'sign in']);
            expect(sent().at(-1)).toBe(known ? 'auth.signed in → payment details' : 'auth.signed in → payment method'); // SIGNIN-6, KNOWN-8
          },
        },
      });
    });
  }
});
