// @vitest-environment jsdom
// A busy button keeps its name: Chakra hides a loading button's text, and a button without a name
// is what axe reports as button-name (critical), found by the storyboard's per-state check.
// rule: SIGNUP-1, KNOWN-10 (issue 8 accessibility, as tests/e2e/accessibility.spec.ts)
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AuthDialogView } from '../../../machines/auth/selectors.ts';
import { SubmitButton } from '../../../src/views/auth/FormParts.tsx';
import { renderWithApp } from '../shell/support.tsx';

afterEach(() => cleanup());

it('the submit button is still named by its label while the call runs (SIGNUP-1, KNOWN-10)', () => {
  const view = { busy: true, canSubmit: true, submitLabel: 'Create an account' } as AuthDialogView;
  renderWithApp(<form><SubmitButton view={view} /></form>);
  expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
});
