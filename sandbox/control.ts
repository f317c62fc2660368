// The sandbox's control routes for tests and people: reset to the seed, read the records, and
// arm or disarm injected faults. These paths are never subject to faults themselves.
import type { Router } from './http.ts';
import { json } from './http.ts';
import type { Store } from './context.ts';
import type { FaultRegistry } from './faults.ts';
import { FaultSchema } from './faults.ts';
import { stateView } from './state-view.ts';
import { parseBody } from './api/validate.ts';

export const CONTROL_PREFIX = '/__sandbox/';

export function registerControl(router: Router, store: Store, faults: FaultRegistry): void {
  router.post('/__sandbox/reset', () => {
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
}
