// Every stand-in page of the external sites the app links to.
import type { Router } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import { registerAccountPages } from './account.ts';
import { registerLearningPages } from './learning.ts';
import { registerMarketingPages } from './marketing.ts';

export function registerPages(router: Router, ctx: ProviderContext): void {
  registerMarketingPages(router, ctx);
  registerLearningPages(router, ctx);
  registerAccountPages(router, ctx);
}
