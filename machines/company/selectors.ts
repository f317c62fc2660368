// Pure read-outs of the company machine for the 'Create your company' dialog view.
// Views call `useSelector(companyRef, selectCompanyDialog, shallowEqual)`.
import type { SnapshotFrom } from 'xstate';
import type { CompanyMachine } from './company.machine.ts';
import { isCompanyNameEntered } from './rules.ts';

export type CompanyDialogVariant = 'form' | 'not admin';

export interface CompanyDialogView {
  open: boolean;
  /** Which content the open dialog shows; null while closed. */
  variant: CompanyDialogVariant | null;
  name: string;
  /** COMPANY-4: Submit is enabled only with a name and no call under way. */
  canSubmit: boolean;
  creating: boolean;
  message: string | null;
}

export function selectCompanyDialog(snapshot: SnapshotFrom<CompanyMachine>): CompanyDialogView {
  const creating = snapshot.matches('creating the company');
  const variant: CompanyDialogVariant | null = snapshot.matches('not a company admin')
    ? 'not admin'
    : creating || snapshot.matches('asking for the company name')
      ? 'form'
      : null;
  return {
    open: variant !== null,
    variant,
    name: snapshot.context.name,
    canSubmit: !creating && isCompanyNameEntered(snapshot.context.name),
    creating,
    message: snapshot.context.message,
  };
}
