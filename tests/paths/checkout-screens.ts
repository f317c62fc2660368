// What a person sees in each state of the checkout (issue 29), checked on the page after each move of
// a walk, whichever start opened it.
import { expect } from '@playwright/test';
import { COMPLETION_TEXTS, FIRM_PLAN_MESSAGE, PAGE_TEXTS } from '../../machines/checkout/rules.ts';
import { selectCompletion, selectIsAuthenticated } from '../../machines/checkout/selectors.ts';
import { COMPANY_TEXTS } from '../../machines/company/rules.ts';
import { NETWORK_DIALOG_TITLE, NETWORK_MESSAGES } from '../../machines/network/rules.ts';
import { mediaQueries } from '../../src/app/theme/breakpoints.ts';
import { CHECKOUT_TEXTS, THANK_YOU_TEXTS } from '../../src/views/checkout/texts.ts';
import { PAYMENT_METHOD_TEXTS } from '../../src/views/shared/texts.ts';
import type { MachineDrivers, ScreenCheck } from './driver-types.ts';
import { agreeWithin, checkoutOf, COUPON_BOX, ORDER_TOTALS, SAVED_METHOD } from './screen-figures.ts';
import { COUPON_ENTRY, PLAN_CARDS } from './screen-plans.ts';
import { button, cancelButton, confirmButton, proceedUnderADialog, signUpDialog, stepTitle, stepTitles, submitButton } from './checkout-page.ts';

/** The completion's list for a person's plan, in the words the product chose (ADR 0008). */
const WHAT_HAPPENS_NEXT = {
  title: 'What happens next',
  items: ['Your access starts right now.', 'Keep the receipt we send to your email address for your records.', 'Find your courses any time in your dashboard.'],
} as const;

/** TOPBAR-2..4 where the full navigation shows (TOPBAR-7; the walks' 1280 px): DASHBOARD, a new tab of the learning site, and LOG OUT while signed in; neither signed out. */
const TOP_BAR: ScreenCheck = {
  says: "the top bar's DASHBOARD (opening a new tab) and LOG OUT while signed in, neither while signed out",
  check: (page, facts) =>
    agreeWithin(async () => {
      if (!(await page.evaluate((query) => window.matchMedia(query).matches, mediaQueries.wideNav))) return 'agree';
      const bar = page.locator('header').first();
      const dashboard = bar.getByRole('link', { name: 'DASHBOARD', exact: true, includeHidden: true });
      const logOut = bar.getByRole('button', { name: 'LOG OUT', exact: true, includeHidden: true });
      const shown = `${await dashboard.count()} DASHBOARD, ${await logOut.count()} LOG OUT`;
      const signedIn = selectIsAuthenticated(checkoutOf(facts));
      if (shown !== (signedIn ? '1 DASHBOARD, 1 LOG OUT' : '0 DASHBOARD, 0 LOG OUT')) return `the top bar shows ${shown} while ${signedIn ? 'signed in' : 'signed out'}`;
      if (signedIn && (await dashboard.getAttribute('target')) !== '_blank') return 'DASHBOARD does not open a new tab';
      return 'agree';
    }),
};

export const CHECKOUT_SCREENS: MachineDrivers['screens'] = {
  'checkout flow.product unavailable': [
    {
      says: `the '${NETWORK_DIALOG_TITLE}' dialog: '${NETWORK_MESSAGES.other}'`,
      check: async (page) => {
        const dialog = page.getByRole('alertdialog', { name: NETWORK_DIALOG_TITLE });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(NETWORK_MESSAGES.other);
      },
    },
  ],
  'checkout flow.checkout open': [
    {
      says: "the page's heading 'Checkout'",
      // Under a dialog the page is hidden from assistive technology, not from the eye.
      check: (page) => expect(page.getByRole('heading', { level: 1, name: 'Checkout', exact: true, includeHidden: true })).toBeVisible(),
    },
    TOP_BAR,
    {
      says: "focus is never on the chat's launcher: no walk opens the chat, and nothing should take focus there",
      check: async (page) => {
        const onTheLauncher = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Chat with us');
        expect(onTheLauncher, "focus is on 'Chat with us'").toBe(false);
      },
    },
  ],
  'checkout flow.checkout open.page.order summary': [
    {
      says: "page 0: 'Your order (1 item)' and 'Proceed to Checkout'",
      check: async (page) => {
        // Under a dialog page 0 is hidden from assistive technology, not from the eye.
        await expect(page.getByText('Your order (1 item)')).toBeVisible();
        await expect(proceedUnderADialog(page)).toBeVisible();
        await expect(stepTitles(page, /^Step 2: /)).toHaveCount(0);
      },
    },
  ],
  'checkout flow.checkout open.page.order summary.showing the order': [
    {
      says: `'Proceed to Checkout' is enabled, unless the member may not buy the plan: then '${FIRM_PLAN_MESSAGE}' (or 'You are already subscribed…') shows and it is not`,
      check: async (page) => {
        const refused = (await page.getByText(FIRM_PLAN_MESSAGE).count()) + (await page.getByText(/^You are already subscribed to the /).count()) > 0;
        await (refused ? expect(proceedUnderADialog(page)).toBeDisabled() : expect(proceedUnderADialog(page)).toBeEnabled());
      },
    },
    PLAN_CARDS,
    ORDER_TOTALS,
    COUPON_ENTRY,
    COUPON_BOX,
  ],
  'checkout flow.checkout open.page.order summary.waiting for sign-in': [
    { says: "'Proceed to Checkout' is enabled (a blocked popup leaves it working)", check: (page) => expect(proceedUnderADialog(page)).toBeEnabled() },
  ],
  'checkout flow.checkout open.page.order summary.signing up': [
    { says: "the dialog 'Step 1: Create Account' (or, for a firm's plan, 'Step 1: Create your account')", check: (page) => expect(signUpDialog(page)).toBeVisible() },
  ],
  // The company dialog covers page 0: its 'Proceed to Checkout', which this state refuses, is hidden.
  'checkout flow.checkout open.page.getting ready to pay.creating your company': [
    {
      says: `the dialog '${COMPANY_TEXTS.title}' (or, for a member of another firm, '${COMPANY_TEXTS.notAdmin}')`,
      check: (page) => expect(page.getByRole('dialog', { name: new RegExp(`^(${COMPANY_TEXTS.title}|${COMPANY_TEXTS.notAdmin})$`) })).toBeVisible(),
    },
  ],
  'checkout flow.checkout open.page.payment method': [
    { says: `the step title '${PAGE_TEXTS.page1Title}'`, check: (page) => expect(stepTitle(page, PAGE_TEXTS.page1Title)).toBeVisible() },
  ],
  'checkout flow.checkout open.page.payment method.showing the payment method': [
    {
      says: "'Confirm Payment' and Cancel are offered, nothing is being paid, and Confirm Payment is enabled once the renewal terms are accepted",
      check: async (page) => {
        await expect(confirmButton(page)).toBeVisible();
        await expect(cancelButton(page)).toBeEnabled();
        await expect(page.getByText(CHECKOUT_TEXTS.processing)).toHaveCount(0);
        const consent = page.getByRole('checkbox', { name: CHECKOUT_TEXTS.renewalConsent });
        await (await consent.isChecked() ? expect(confirmButton(page)).toBeEnabled() : expect(confirmButton(page)).toBeDisabled());
      },
    },
    SAVED_METHOD,
    PLAN_CARDS,
    ORDER_TOTALS,
    COUPON_ENTRY,
    COUPON_BOX,
  ],
  'checkout flow.checkout open.page.payment method.waiting for the settled price': [
    {
      says: `'Confirm Payment' and Cancel are disabled while the payment waits for the settled price ('${CHECKOUT_TEXTS.processing}')`,
      check: async (page) => {
        await expect(confirmButton(page)).toBeDisabled();
        await expect(cancelButton(page)).toBeDisabled();
        await expect(page.getByText(CHECKOUT_TEXTS.processing)).toBeVisible();
      },
    },
  ],
  'checkout flow.checkout open.page.payment method.re-entering credentials': [
    { says: `'${PAGE_TEXTS.reEnterCredentials}'`, check: (page) => expect(button(page, PAGE_TEXTS.reEnterCredentials)).toBeEnabled() },
  ],
  'checkout flow.checkout open.page.payment details': [
    {
      says: `the step title '${PAGE_TEXTS.page2PayTitle}' over 'Pay $…', or '${PAGE_TEXTS.page2UpdateTitle}' over '${PAYMENT_METHOD_TEXTS.saveCard}'`,
      check: async (page) => {
        await expect(submitButton(page)).toBeVisible();
        const saving = (await button(page, PAYMENT_METHOD_TEXTS.saveCard).count()) > 0;
        await expect(stepTitle(page, saving ? PAGE_TEXTS.page2UpdateTitle : PAGE_TEXTS.page2PayTitle)).toBeVisible();
        await expect(stepTitles(page, /^Step /)).toHaveCount(1);
      },
    },
  ],
  'checkout flow.checkout open.page.payment details.filling in the details': [
    {
      says: 'Cancel is enabled and nothing is being paid',
      check: async (page) => {
        await expect(cancelButton(page)).toBeEnabled();
        await expect(page.getByText(CHECKOUT_TEXTS.processing)).toHaveCount(0);
      },
    },
    PLAN_CARDS,
    ORDER_TOTALS,
    COUPON_ENTRY,
    COUPON_BOX,
  ],
  'checkout flow.checkout open.page.payment details.waiting for the settled price': [
    {
      says: `'Pay $…' and Cancel are disabled while the payment waits for the settled price ('${CHECKOUT_TEXTS.processing}')`,
      check: async (page) => {
        await expect(submitButton(page)).toBeDisabled();
        await expect(cancelButton(page)).toBeDisabled();
        await expect(page.getByText(CHECKOUT_TEXTS.processing)).toBeVisible();
      },
    },
  ],
  'checkout flow.checkout open.page.checkout complete.thank-you dialog': [
    {
      says: `the dialog '${THANK_YOU_TEXTS.title}' with '${THANK_YOU_TEXTS.getStarted}'`,
      check: async (page) => {
        const dialog = page.getByRole('dialog', { name: THANK_YOU_TEXTS.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: THANK_YOU_TEXTS.getStarted })).toBeEnabled();
      },
    },
  ],
  'checkout flow.checkout open.page.checkout complete.completion modal': [
    {
      says: `the dialog '${COMPLETION_TEXTS.title}': '${COMPLETION_TEXTS.body}' and '${COMPLETION_TEXTS.dashboardButton}' (signed out: '${COMPLETION_TEXTS.logInButton}')`,
      check: async (page) => {
        const dialog = page.getByRole('dialog', { name: COMPLETION_TEXTS.title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(COMPLETION_TEXTS.body);
        const button = new RegExp(`^(${COMPLETION_TEXTS.dashboardButton}|${COMPLETION_TEXTS.logInButton})$`);
        await expect(dialog.getByRole('button', { name: button })).toBeEnabled();
      },
    },
    {
      says: `for a person's plan, the list '${WHAT_HAPPENS_NEXT.title}': ${WHAT_HAPPENS_NEXT.items.map((item) => `'${item}'`).join(', ')}; for a group's, none`,
      // rule: DIALOG-COMPLETE-5: the extra component of an individual's purchase (ADR 0008).
      check: async (page, facts) => {
        const completion = selectCompletion(checkoutOf(facts));
        const list = page.getByRole('dialog', { name: COMPLETION_TEXTS.title }).getByRole('region', { name: WHAT_HAPPENS_NEXT.title });
        if (completion?.showsIndividualExtra !== true) return expect(list).toHaveCount(0);
        await expect(list.getByRole('listitem')).toHaveText([...WHAT_HAPPENS_NEXT.items]);
      },
    },
  ],
};
