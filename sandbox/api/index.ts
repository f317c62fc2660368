// Every call of docs/api-contract.md the provider core answers (identity and cards register their own).
import type { Router } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { registerAccounts } from './accounts.ts';
import { registerCheckout } from './checkout.ts';
import { registerGroups } from './groups.ts';
import { registerOrganisations } from './organisations.ts';
import { registerPaymentMethods } from './payment-methods.ts';
import { registerPricing } from './pricing.ts';
import { registerProducts } from './products.ts';
import { registerSubscriptions } from './subscriptions.ts';
import { registerTracking } from './tracking.ts';

export function registerApi(router: Router, ctx: ProviderContext): void {
  registerProducts(router, ctx);
  registerAccounts(router, ctx);
  registerPricing(router, ctx);
  registerCheckout(router, ctx);
  registerSubscriptions(router, ctx);
  registerPaymentMethods(router, ctx);
  registerOrganisations(router, ctx);
  registerGroups(router, ctx);
  registerTracking(router, ctx);
}
