// The company machine alone (stubbed 'create company'): which variant shows, the required name,
// creation and its message, closing and reopening, and the member changing under it.
import { describe, expect, it } from 'vitest';
import { selectCompanyDialog } from '../../../machines/company/selectors.ts';
import { deferred, noGroupAccount, notAdmin, settle, startCompany } from './harness.ts';

describe('which dialog shows', () => {
  it('COMPANY-1 COMPANY-3: no group account and a group product → the Company Name form', () => {
    const company = startCompany(noGroupAccount);
    expect(company.state().value).toBe('asking for the company name');
    expect(selectCompanyDialog(company.state())).toMatchObject({ open: true, variant: 'form', canSubmit: false });
  });

  it('COMPANY-5 COMPANY-6 COMPANY-2: a group account without admin → the not-admin message, no form', () => {
    const company = startCompany(notAdmin);
    expect(company.state().value).toBe('not a company admin');
    expect(selectCompanyDialog(company.state())).toMatchObject({ open: true, variant: 'not admin' });
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'create company' });
    expect(company.calls).toEqual([]);
  });

});

describe('creating the company', () => {
  it('COMPANY-4 VALID-CHECKOUT-11: Submit does nothing while the name is empty or only spaces', () => {
    const company = startCompany();
    company.child.send({ type: 'create company' });
    company.child.send({ type: 'type company name', value: '   ' });
    expect(selectCompanyDialog(company.state()).canSubmit).toBe(false);
    company.child.send({ type: 'create company' });
    expect(company.calls).toEqual([]);
    expect(company.state().value).toBe('asking for the company name');
  });

  it('COMPANY-3 API-39: a typed name is sent trimmed; success tells the parent with the slug and closes', async () => {
    const company = startCompany(noGroupAccount, async () => ({ slug: 'acme-studio' }));
    company.child.send({ type: 'type company name', value: '  Acme Studio ' });
    expect(selectCompanyDialog(company.state()).canSubmit).toBe(true);
    company.child.send({ type: 'create company' });
    expect(selectCompanyDialog(company.state())).toMatchObject({ creating: true, canSubmit: false, open: true });
    await settle();
    expect(company.calls).toEqual([{ organization: 'Acme Studio' }]);
    expect(company.toParent('company.created')).toEqual([{ type: 'company.created', slug: 'acme-studio' }]);
    expect(company.state().status).toBe('done');
    expect(company.state().output).toEqual({ slug: 'acme-studio' });
    expect(selectCompanyDialog(company.state()).open).toBe(false);
  });

  it('ERR-10: a failure shows the message and keeps the typed name; a second try can succeed', async () => {
    let attempt = 0;
    const company = startCompany(noGroupAccount, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Company name already taken');
      return { slug: 'acme-2' };
    });
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'create company' });
    await settle();
    expect(company.state().value).toBe('asking for the company name');
    expect(company.context()).toMatchObject({ name: 'Acme', message: 'Company name already taken' });
    expect(company.toParent('company.created')).toEqual([]);
    // Typing clears the message; the second submit succeeds.
    company.child.send({ type: 'type company name', value: 'Acme 2' });
    expect(company.context().message).toBeNull();
    company.child.send({ type: 'create company' });
    await settle();
    expect(company.toParent('company.created')).toEqual([{ type: 'company.created', slug: 'acme-2' }]);
  });

  it('ERR-10: a failure without a message shows our fallback', async () => {
    const company = startCompany(noGroupAccount, () => Promise.reject(new Error('')));
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'create company' });
    await settle();
    expect(selectCompanyDialog(company.state()).message).toBe('We could not create your company. Please try again.');
  });

  it('COMPANY-4: a second Submit while the call runs sends nothing more', async () => {
    const answer = deferred<{ slug: string | null }>();
    const company = startCompany(noGroupAccount, () => answer.promise);
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'create company' });
    company.child.send({ type: 'create company' });
    company.child.send({ type: 'close' });
    expect(company.calls).toHaveLength(1);
    answer.resolve({ slug: null });
    await settle();
    expect(company.toParent('company.created')).toEqual([{ type: 'company.created', slug: null }]);
  });
});

describe('closing and reopening', () => {
  it('ROLE-13: closing tells the parent, with the name typed so far; group products stay blocked', () => {
    const company = startCompany(notAdmin);
    company.child.send({ type: 'close' });
    expect(company.state().value).toBe('closed');
    expect(company.toParent('company.dialog closed')).toEqual([{ type: 'company.dialog closed', name: '' }]);
  });

  it('COMPANY-1 (docs/decisions/0010, Closing): the typed name goes to the parent, and a dialog started with it shows it', () => {
    const company = startCompany();
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'close' });
    expect(company.toParent('company.dialog closed')).toEqual([{ type: 'company.dialog closed', name: 'Acme' }]);
    const again = startCompany({ ...noGroupAccount, name: 'Acme' });
    expect(selectCompanyDialog(again.state())).toMatchObject({ variant: 'form', name: 'Acme', canSubmit: true });
  });

  it('ROLE-13: closing the Company Name form tells the parent', () => {
    const company = startCompany(noGroupAccount);
    company.child.send({ type: 'close' });
    expect(company.state().value).toBe('closed');
    expect(company.toParent('company.dialog closed')).toHaveLength(1);
  });

  it('ERR-10, COMPANY-4: Submit again after a failure clears the old message while the call runs', async () => {
    let fail = true;
    const company = startCompany(noGroupAccount, async () => {
      if (fail) throw new Error('Company already exists');
      return { slug: 'acme' };
    });
    company.child.send({ type: 'type company name', value: 'Acme' });
    company.child.send({ type: 'create company' });
    await settle();
    expect(company.context().message).toBe('Company already exists');
    fail = false;
    company.child.send({ type: 'create company' });
    expect(company.state().value).toBe('creating the company');
    expect(company.context().message).toBeNull();
  });
});
