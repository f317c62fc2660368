// Stand-ins for the marketing site: the home page and the individual and firm pricing pages, whose
// plan links open the app's checkout for that price id.
import type { Router } from '../http.ts';
import { html } from '../http.ts';
import type { ProviderContext } from '../provider-context.ts';
import type { CatalogueProduct } from '../catalogue.ts';
import { escapeHtml, formatCents, page } from './layout.ts';

function planCard(product: CatalogueProduct, appOrigin: string): string {
  const period = product.duration === 12 ? 'yr' : 'mo';
  const struck = product.amount < product.base_price ? `<s>${escapeHtml(formatCents(product.base_price))}</s>` : '';
  const features = product.product_details.split(',').map((f) => `<li>${escapeHtml(f.trim())}</li>`).join('');
  const href = `${appOrigin}/${encodeURIComponent(product.price_id)}`;
  return `<article class="plan">
  <h2>${escapeHtml(product.display_name)}</h2>
  <p class="name">${escapeHtml(product.name)}</p>
  <p class="price">${struck}${escapeHtml(formatCents(product.amount))}<span>/${period}</span></p>
  <ul>${features}</ul>
  <a class="button" href="${escapeHtml(href)}">Choose ${escapeHtml(product.display_name)}</a>
</article>`;
}

export function registerMarketingPages(router: Router, ctx: ProviderContext): void {
  const appOrigin = ctx.appOrigins[0] ?? 'http://localhost:5173';
  // catalogue.pricing_rules.noma_product: the association plan is sold only in organisation checkout.
  const onSale = (audience: 'individual' | 'group') =>
    ctx.catalogue.products.filter((p) => p.audience === audience && p.access_level !== 'noma');

  const pricing = (audience: 'individual' | 'group', title: string, intro: string) => () =>
    html(200, page({
      title,
      body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<section class="plans" aria-label="Plans">${onSale(audience).map((p) => planCard(p, appOrigin)).join('\n')}</section>`,
    }));

  router.get('/', () => html(200, page({
    title: 'Learn, practise, pass',
    body: `<h1>Learn, practise, pass</h1>
<p>Exam preparation and professional courses for architects: video lectures, practice exams and study guides.</p>
<p><a class="button" href="/pricing/individual">See individual plans</a> <a href="/pricing/firm">Plans for firms</a></p>`,
  })));

  router.get('/pricing/individual', pricing('individual', 'Individual plans', 'Pick a plan to go to checkout.'));
  router.get('/pricing/firm', pricing('group', 'Plans for firms', 'Buy seats for your firm. A company admin completes the purchase.'));
}
