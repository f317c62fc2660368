// @vitest-environment jsdom
// The waitlist screen over the real waitlist machine (stubbed calls and toast).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  waitlistMachine,
  type JoinWaitlistOutput,
  type LoadSeatCountOutput,
  type OrganisationCallInput,
} from '../../../machines/waitlist/waitlist.machine.ts';
import WaitlistScreen from '../../../src/views/organisation/WaitlistScreen.tsx';
import { renderWithChakra, startChild } from './support.tsx';

afterEach(cleanup);

interface Answers {
  seatCount?: () => Promise<LoadSeatCountOutput>;
  join?: () => Promise<JoinWaitlistOutput>;
}

function show(answers: Answers = {}) {
  const toasts: string[] = [];
  const logic = waitlistMachine.provide({
    actors: {
      'load seat count': fromPromise<LoadSeatCountOutput, OrganisationCallInput>(answers.seatCount ?? (async () => ({ count: 10, queuePosition: 0, allowed: 10 }))),
      'join waitlist': fromPromise<JoinWaitlistOutput, OrganisationCallInput>(answers.join ?? (async () => ({ queuePosition: 5 }))),
    },
    actions: {
      'show joined toast': (_, params) => {
        toasts.push(`${params.message} ${params.description}`);
      },
    },
  });
  const started = startChild(logic, { orgId: 102 });
  const view = renderWithChakra(<WaitlistScreen actorRef={started.child} />);
  return { ...started, ...view, toasts, user: userEvent.setup() };
}

describe('WaitlistScreen', () => {
  it('STATE-ORG-4: says it is checking while the seat count loads', async () => {
    show({ seatCount: () => new Promise(() => undefined) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking available seats…');
  });

  it('WAITLIST-1 WAITLIST-2 WAITLIST-3 WAITLIST-4 WAITLIST-5: a full organisation shows the waitlist; no queue position at 0', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Join the Waitlist' });
    expect(section).toHaveTextContent('Your organization has reached its member limit');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(screen.queryByText('Queue Position')).not.toBeInTheDocument();
  });

  it('WAITLIST-5 STATE-WAITLIST-1 STATE-WAITLIST-2: joining shows the toast and then the queue position', async () => {
    const { user, toasts } = show();
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Queue Position')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('5');
    expect(toasts).toEqual(['You joined the wait list! Your position in queue: 5']);
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeDisabled();
  });

  it('WAITLIST-5: a member already waiting sees the position at once', async () => {
    show({ seatCount: async () => ({ count: 10, queuePosition: 3, allowed: 10 }) });
    expect(await screen.findByText('Queue Position')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('3');
  });

  it('WAITLIST-4: a failed join is announced and the button works again', async () => {
    const { user } = show({ join: () => Promise.reject(new Error('Unauthorized')) });
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled());
  });

  it('WAITLIST-1: seats available → nothing is rendered and the parent hears so', async () => {
    const { container, received } = show({ seatCount: async () => ({ count: 3, queuePosition: 0, allowed: 25 }) });
    await waitFor(() => expect(received).toContainEqual({ type: 'waitlist.seats available', count: 3, allowed: 25 }));
    expect(container).toBeEmptyDOMElement();
  });

  it("SCOPE-12: the organisation's allowed seat count decides; once it is reached, the waitlist gives a queue position", async () => {
    // One seat left: no waitlist, the checkout goes on.
    const open = show({ seatCount: async () => ({ count: 24, queuePosition: 0, allowed: 25 }) });
    await waitFor(() => expect(open.received).toContainEqual({ type: 'waitlist.seats available', count: 24, allowed: 25 }));
    expect(open.container).toBeEmptyDOMElement();
    cleanup();

    // The last seat taken: the waitlist, and joining it places the member in the queue.
    const full = show({ seatCount: async () => ({ count: 25, queuePosition: 0, allowed: 25 }), join: async () => ({ queuePosition: 7 }) });
    expect(await screen.findByRole('region', { name: 'Join the Waitlist' })).toBeInTheDocument();
    expect(full.received).not.toContainEqual(expect.objectContaining({ type: 'waitlist.seats available' }));
    await full.user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Queue Position')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('7');
  });

  it('STATE-ORG-4: a failed seat count is announced with Try again', async () => {
    let attempt = 0;
    const { user } = show({
      seatCount: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('offline');
        return { count: 10, queuePosition: 0, allowed: 10 };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check the available seats. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Join the Waitlist' })).toBeInTheDocument();
  });
});
