// The sandbox's control routes for tests and people: reset to the seed, read the records, arm or
// disarm injected faults, edit the catalogue's texts at run time, and collect CSP violation
// reports. These paths are never subject to faults themselves.
import type { Router } from './http.ts';
import { errorReply, json } from './http.ts';
import type { Store } from './context.ts';
import type { FaultRegistry } from './faults.ts';
import { FaultSchema } from './faults.ts';
import { stateView } from './state-view.ts';
import { parseBody } from './api/validate.ts';
import type { CatalogueEdits } from './catalogue-edits.ts';
import { CouponAddSchema, ProductEditSchema } from './catalogue-edits.ts';
import { productView } from './views.ts';
import type { CspReport } from './csp-reports.ts';
import { readCspReport } from './csp-reports.ts';

export const CONTROL_PREFIX = '/__sandbox/';

export function registerControl(router: Router, store: Store, faults: FaultRegistry, edits: CatalogueEdits): void {
  const cspReports: CspReport[] = [];

  router.post('/__sandbox/reset', () => {
    // The catalogue first: the seed is built from it.
    edits.reset();
    cspReports.length = 0;
    store.reset();
    // A reset is a clean slate: faults armed for the previous scenario go too.
    faults.clear();
    return json(200, { status: 'ok' });
  });

  router.get('/__sandbox/state', () => json(200, stateView(store.state)));

  router.get('/__sandbox/faults', () => json(200, { armed: faults.list() }));

  router.post('/__sandbox/faults', (req) => {
    const fault = parseBody(FaultSchema, req.body);
    if (!fault.ok) return fault.reply;
    faults.arm(fault.value);
    return json(201, { armed: faults.list() });
  });

  router.delete('/__sandbox/faults', () => {
    faults.clear();
    return json(200, { armed: [] });
  });

  // Markup and other odd texts in a product, to show that the app renders API text as text.
  router.post('/__sandbox/products/:priceId', (req) => {
    const edit = parseBody(ProductEditSchema, req.body);
    if (!edit.ok) return edit.reply;
    const product = edits.editProduct(req.params.priceId ?? '', edit.value);
    return product ? json(200, { product: productView(product) }) : errorReply(404, `No product has price id ${req.params.priceId}`);
  });

  router.post('/__sandbox/coupons', (req) => {
    const coupon = parseBody(CouponAddSchema, req.body);
    if (!coupon.ok) return coupon.reply;
    return json(201, { coupon: edits.addCoupon(coupon.value) });
  });

  router.post('/__sandbox/csp-reports', (req) => {
    const report = readCspReport(req.body);
    if (!report) return errorReply(400, 'Not a CSP report');
    cspReports.push(report);
    return { status: 204 };
  });

  router.get('/__sandbox/csp-reports', () => json(200, { reports: cspReports }));

  router.delete('/__sandbox/csp-reports', () => {
    cspReports.length = 0;
    return json(200, { reports: [] });
  });
}
