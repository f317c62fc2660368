// The NOMA machine alone (stubbed 'verify association email' and recorded actions): the Verify
// gate, the three answers, storing and closing, and closing without a verified email.
import { describe, expect, it } from 'vitest';
import { selectNomaDialog } from '../../../machines/noma/selectors.ts';
import { settle, startNoma } from './harness.ts';

describe('the dialog', () => {
  it('NOMA-1 NOMA-2 NOMA-3: opens asking for an email, pre-filled with the signed-in address', () => {
    const noma = startNoma({ memberEmail: ' ana@noma.org ' });
    expect(noma.state().value).toBe('asking for the email');
    expect(selectNomaDialog(noma.state())).toMatchObject({ open: true, email: 'ana@noma.org', canVerify: true });
  });

  it('VALID-CHECKOUT-12: Verify does nothing until the email matches the simple pattern', () => {
    const noma = startNoma();
    expect(selectNomaDialog(noma.state()).canVerify).toBe(false);
    noma.verify('ana@noma');
    expect(noma.calls).toEqual([]);
    expect(selectNomaDialog(noma.state()).canVerify).toBe(false);
    noma.child.send({ type: 'type email', value: 'ana@noma.org' });
    expect(selectNomaDialog(noma.state()).canVerify).toBe(true);
  });
});

describe('verifying', () => {
  it('NOMA-FLOW-1 NOMA-FLOW-2 NOMA-FLOW-3 ERR-NOMA-3 STORAGE-3: a NOMA email is stored, toasted, and the dialog closes', async () => {
    const noma = startNoma();
    noma.verify('  ana@noma.org ');
    expect(selectNomaDialog(noma.state())).toMatchObject({ verifying: true, canVerify: false, open: true });
    await settle();
    expect(noma.calls).toEqual([{ email: 'ana@noma.org' }]);
    expect(noma.stored).toEqual(['ana@noma.org']);
    expect(noma.toasts).toEqual(['Validated NOMA Email']);
    expect(noma.toParent('noma.verified')).toEqual([{ type: 'noma.verified', email: 'ana@noma.org' }]);
    expect(noma.state().status).toBe('done');
    expect(noma.state().output).toEqual({ email: 'ana@noma.org' });
    expect(selectNomaDialog(noma.state()).open).toBe(false);
  });

  it('ERR-NOMA-2 NOMA-FLOW-3: a noma flag of false says so, stores nothing and keeps the dialog open', async () => {
    const noma = startNoma();
    noma.verify('ana@example.com');
    await settle();
    expect(noma.state().value).toBe('asking for the email');
    expect(selectNomaDialog(noma.state())).toMatchObject({ open: true, message: 'Not a valid NOMA Email!', email: 'ana@example.com' });
    expect(noma.stored).toEqual([]);
    expect(noma.toasts).toEqual([]);
    expect(noma.toParent('noma.verified')).toEqual([]);
  });

  it('ERR-NOMA-1: a failing call says so, stores nothing and keeps the dialog open', async () => {
    const noma = startNoma({}, () => Promise.reject(new Error('Service Unavailable')));
    noma.verify('ana@noma.org');
    await settle();
    expect(selectNomaDialog(noma.state())).toMatchObject({ open: true, message: 'Failed validating your email!' });
    expect(noma.stored).toEqual([]);
  });

  it('ERR-NOMA-1 NOMA-FLOW-1: after a failed call Verify can be pressed again, and the old message goes while checking', async () => {
    let fail = true;
    const noma = startNoma({}, async ({ email }) => {
      if (fail) throw new Error('Service Unavailable');
      return { noma: email.endsWith('@noma.org') };
    });
    noma.verify('ana@noma.org');
    await settle();
    expect(noma.state().value).toBe('asking for the email');
    expect(selectNomaDialog(noma.state())).toMatchObject({ verifying: false, canVerify: true });
    fail = false;
    noma.child.send({ type: 'verify' });
    expect(selectNomaDialog(noma.state())).toMatchObject({ verifying: true, message: null });
    await settle();
    expect(noma.stored).toEqual(['ana@noma.org']);
  });

  it('ERR-NOMA-2 NOMA-FLOW-1: correcting the address after a refusal clears the message and verifies', async () => {
    const noma = startNoma();
    noma.verify('ana@example.com');
    await settle();
    noma.child.send({ type: 'type email', value: 'ana@noma.org' });
    expect(selectNomaDialog(noma.state()).message).toBeNull();
    noma.child.send({ type: 'verify' });
    await settle();
    expect(noma.stored).toEqual(['ana@noma.org']);
    expect(noma.calls).toHaveLength(2);
  });

  it('NOMA-FLOW-1: a second Verify while checking sends nothing more', async () => {
    const noma = startNoma();
    noma.verify('ana@noma.org');
    noma.child.send({ type: 'verify' });
    noma.child.send({ type: 'close' });
    await settle();
    expect(noma.calls).toHaveLength(1);
    expect(noma.toParent('noma.verified')).toHaveLength(1);
  });
});

describe('closing', () => {
  it('ROLE-14 (docs/decisions/0010, Closing): closing tells the parent the typed address; a dialog started with it shows it', () => {
    const noma = startNoma({ memberEmail: 'maya@example.com' });
    noma.child.send({ type: 'type email', value: 'ana@noma.org' });
    noma.child.send({ type: 'close' });
    expect(selectNomaDialog(noma.state()).open).toBe(false);
    expect(noma.toParent('noma.dialog closed')).toEqual([{ type: 'noma.dialog closed', email: 'ana@noma.org' }]);
    const again = startNoma({ memberEmail: 'maya@example.com', typedEmail: 'ana@noma.org' });
    expect(selectNomaDialog(again.state())).toMatchObject({ open: true, email: 'ana@noma.org' });
  });
});
