// The organisation seat count and waitlist's drivers (issue 29): the browser model of
// machines/waitlist (the real machine, its calls and its toast stubbed) with the counts the sandbox
// gives (organisation 101: 3 of 25 seats; 102: 10 of 10, 4 waiting, so the next place is 5), the
// faults that fail the count or the join, and how each event happens: the NOMA member opens the
// organisation checkout, verifies the association email, and the seats are counted.
import { expect, type Page } from '@playwright/test';
import { fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { PAGE_TEXTS } from '../../machines/account/rules.ts';
import { JOINED_TOAST_TITLE, joinedToastDescription, WAITLIST_TEXTS } from '../../machines/waitlist/rules.ts';
import { waitlistMachine } from '../../machines/waitlist/waitlist.machine.ts';
import { done, failed, never, type GraphModel } from '../machines/graph-support.ts';
import type { MachineDrivers } from './driver-types.ts';
import { FULL_ORG, holdUnanswered, joinButton, NOMA_MEMBER, openOrganisationCheckout, ORG_WITH_SEATS, toast, verifyNomaEmail, waitlistScreen } from './organisation.ts';

const logic = waitlistMachine.provide({
  actors: { 'load seat count': fromPromise(() => never()), 'join waitlist': fromPromise(() => never()) },
  actions: { 'show joined toast': () => undefined },
});
type WaitlistSnapshot = SnapshotFrom<typeof waitlistMachine>;

const FULL = { count: 10, allowed: 10, queuePosition: 0 };
const WITH_SEATS = { count: 3, allowed: 25, queuePosition: 0 };
/** Organisation 102's queue holds 4: the NOMA member joins at 5. */
const NEXT_PLACE = 5;

const model: GraphModel = {
  logic,
  input: { orgId: FULL_ORG },
  systemId: 'waitlist',
  events: (snapshot) => {
    const s = snapshot as WaitlistSnapshot;
    const answers: AnyEventObject[] = s.matches('loading the seat count')
      ? [done('load seat count', FULL), done('load seat count', WITH_SEATS), failed('load seat count')]
      : s.matches('joining the waitlist')
        ? [done('join waitlist', { queuePosition: NEXT_PLACE }), failed('join waitlist')]
        : [];
    return [{ type: 'retry' }, { type: 'join the waitlist' }, ...answers];
  },
  serialize: (s) => JSON.stringify([s.value, (s as WaitlistSnapshot).context.nomaQueuePosition, (s as WaitlistSnapshot).context.message !== null]),
};

const COUNT = { method: 'GET', url: '**/v1/guest/are/stripe/noma/subscription/count/*' };
const JOIN = { method: 'POST', url: '**/v1/are/waitlist/join/*' };
const tryAgain = (page: Page) => page.getByRole('button', { name: WAITLIST_TEXTS.tryAgain });

/** The organisation whose count the path's seat count answer is: full, unless the answer says seats are left. */
function organisationFor(events: readonly AnyEventObject[]): number {
  const answer = events.find((event) => event.type === 'xstate.done.actor.load seat count') as { output?: { count: number; allowed: number } } | undefined;
  return answer?.output !== undefined && answer.output.count < answer.output.allowed ? ORG_WITH_SEATS : FULL_ORG;
}

export const waitlistDrivers: MachineDrivers = {
  machine: 'waitlist',
  model,
  async open(walk) {
    const { page, path } = walk;
    await holdUnanswered(walk, 'load seat count', COUNT);
    await openOrganisationCheckout(page, organisationFor(path.steps.map((step) => step.event)), NOMA_MEMBER);
    // The association email comes first (docs/decisions/0010, gate 3); the seats are counted after it.
    await verifyNomaEmail(page);
  },
  events: {
    retry: {
      async perform(walk) {
        await holdUnanswered(walk, 'load seat count', COUNT);
        await tryAgain(walk.page).click();
      },
      control: tryAgain,
    },
    'join the waitlist': {
      async perform(walk) {
        await holdUnanswered(walk, 'join waitlist', JOIN);
        await joinButton(walk.page).click();
      },
      control: joinButton,
    },
    'xstate.done.actor.load seat count': { call: COUNT },
    'xstate.error.actor.load seat count': {
      call: COUNT,
      // A read is tried three times (two retries) before it fails.
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'GET', path: '/v1/guest/are/stripe/noma/subscription/count/*', status: 503, times: 3 });
      },
    },
    'xstate.done.actor.join waitlist': { call: JOIN },
    'xstate.error.actor.join waitlist': {
      call: JOIN,
      async arrange({ sandbox }) {
        await sandbox.fault({ method: 'POST', path: '/v1/are/waitlist/join/*', status: 503 });
      },
    },
  },
  notFromABrowser: {},
  screens: {
    'loading the seat count': [
      { says: `'${WAITLIST_TEXTS.checking}'`, check: (page) => expect(page.getByText(WAITLIST_TEXTS.checking)).toBeVisible() },
    ],
    'could not load the seat count': [
      {
        says: `'${WAITLIST_TEXTS.seatCountFailed}' and a '${WAITLIST_TEXTS.tryAgain}' button, no checkout`,
        check: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: WAITLIST_TEXTS.seatCountFailed })).toBeVisible();
          await expect(tryAgain(page)).toBeEnabled();
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toHaveCount(0);
        },
      },
    ],
    'showing the waitlist': [
      {
        says: `'${WAITLIST_TEXTS.title}' with the member-limit sentence instead of the checkout`,
        check: async (page) => {
          await expect(page.getByRole('heading', { name: WAITLIST_TEXTS.title })).toBeVisible();
          await expect(waitlistScreen(page).getByText(WAITLIST_TEXTS.limitReached)).toBeVisible();
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toHaveCount(0);
        },
      },
      {
        says: `before joining, '${WAITLIST_TEXTS.join}' enabled and no '${WAITLIST_TEXTS.queuePosition}'; after it, the position ${NEXT_PLACE}, the toast '${JOINED_TOAST_TITLE}' and the button disabled`,
        check: async (page) => {
          const position = waitlistScreen(page).getByTestId('queue-position');
          if ((await position.count()) === 0) {
            await expect(joinButton(page)).toBeEnabled();
            await expect(waitlistScreen(page).getByText(WAITLIST_TEXTS.queuePosition)).toHaveCount(0);
            return;
          }
          await expect(position).toHaveText(String(NEXT_PLACE));
          await expect(toast(page, JOINED_TOAST_TITLE)).toContainText(joinedToastDescription(NEXT_PLACE));
          await expect(joinButton(page)).toBeDisabled();
        },
      },
    ],
    'joining the waitlist': [
      {
        says: `the button reads '${WAITLIST_TEXTS.joining}'`,
        check: (page) => expect(page.getByRole('button', { name: WAITLIST_TEXTS.joining })).toBeDisabled(),
      },
    ],
    'seats available': [
      {
        says: 'no waitlist: page 1 of the NOMA product',
        check: async (page) => {
          await expect(page.getByRole('heading', { name: PAGE_TEXTS.page1Title })).toBeVisible({ timeout: 15_000 });
          await expect(page.getByRole('heading', { name: WAITLIST_TEXTS.title })).toHaveCount(0);
        },
      },
    ],
  },
};
