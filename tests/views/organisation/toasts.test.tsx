// @vitest-environment jsdom
// The organisation machines' toasts through the app's toaster: the waitlist's persistent toast
// with Dismiss, and the NOMA success toast.
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { nomaMachine, type VerifyNomaEmailInput, type VerifyNomaEmailOutput } from '../../../machines/noma/noma.machine.ts';
import {
  waitlistMachine,
  type JoinWaitlistOutput,
  type LoadSeatCountOutput,
  type OrganisationCallInput,
} from '../../../machines/waitlist/waitlist.machine.ts';
import { appSystem } from '../../../src/app/theme/system.ts';
import { AppToasters, toaster } from '../../../src/app/toaster.tsx';
import NomaDialog from '../../../src/views/organisation/NomaDialog.tsx';
import { showJoinedToast, showValidatedToast } from '../../../src/views/organisation/notices.ts';
import WaitlistScreen from '../../../src/views/organisation/WaitlistScreen.tsx';
import { startChild } from './support.tsx';

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
});

const toastOf = (text: string): HTMLElement => {
  const el = screen.getByText(text).closest<HTMLElement>('[data-part="root"]');
  if (!el) throw new Error(`no toast holds ${text}`);
  return el;
};

describe('organisation toasts', () => {
  it('STATE-WAITLIST-1 STATE-WAITLIST-2 STATE-WAITLIST-3: joining shows a persistent toast with the position and Dismiss', async () => {
    const logic = waitlistMachine.provide({
      actors: {
        'load seat count': fromPromise<LoadSeatCountOutput, OrganisationCallInput>(async () => ({ count: 10, queuePosition: 0, allowed: 10 })),
        'join waitlist': fromPromise<JoinWaitlistOutput, OrganisationCallInput>(async () => ({ queuePosition: 5 })),
      },
      actions: { 'show joined toast': (_, params) => showJoinedToast(params) },
    });
    const { child } = startChild(logic, { orgId: 102 });
    render(
      <ChakraProvider value={appSystem()}>
        <WaitlistScreen actorRef={child} />
        <AppToasters />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await screen.findByText('You joined the wait list!');
    const toast = toastOf('You joined the wait list!');
    expect(toast).toHaveTextContent('Your position in queue: 5');
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(toast).toContainElement(dismiss);
    await user.click(dismiss);
    await waitFor(() => expect(screen.queryByText('You joined the wait list!')).toBeNull(), { timeout: 10000 });
  });

  it('ERR-NOMA-3: a verified NOMA email shows the success toast', async () => {
    const logic = nomaMachine.provide({
      actors: { 'verify association email': fromPromise<VerifyNomaEmailOutput, VerifyNomaEmailInput>(async () => ({ noma: true })) },
      actions: { 'store noma email': () => undefined, 'show validated toast': (_, params) => showValidatedToast(params) },
    });
    const { child } = startChild(logic, { memberEmail: 'ana@noma.org' });
    render(
      <ChakraProvider value={appSystem()}>
        <NomaDialog actorRef={child} />
        <AppToasters />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Validated NOMA Email')).toBeInTheDocument();
  });
});
