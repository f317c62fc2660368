// Absolute ids of the checkout's page states, for the transitions of one step file that end in another.
export const GETTING_READY_TO_PAY = '#checkout.checkout flow.checkout open.page.getting ready to pay';
export const READY_TO_PAY = '#checkout.checkout flow.checkout open.page.getting ready to pay.ready to pay';
export const ORDER_SUMMARY = '#checkout.checkout flow.checkout open.page.order summary';
export const PAYMENT_METHOD = '#checkout.checkout flow.checkout open.page.payment method';
export const PAYMENT_DETAILS = '#checkout.checkout flow.checkout open.page.payment details';
export const RE_ENTERING_CREDENTIALS = '#checkout.checkout flow.checkout open.page.payment method.re-entering credentials';
