// Authorize requests waiting for a login on the issuer's page. The form carries only an opaque
// id, so nothing of the request can be altered between the page and the POST.
import { randomBytes } from 'node:crypto';
import type { AuthorizeRequest } from './authorize-request.ts';

const TRANSACTION_SECONDS = 30 * 60;

export function createLoginTransactions(clock: () => number = Date.now) {
  const pending = new Map<string, { request: AuthorizeRequest; expiresAt: number }>();
  return {
    open(request: AuthorizeRequest): string {
      const now = clock();
      for (const [id, t] of pending) if (t.expiresAt <= now) pending.delete(id);
      const id = randomBytes(18).toString('base64url');
      pending.set(id, { request, expiresAt: now + TRANSACTION_SECONDS * 1000 });
      return id;
    },
    find(id: string): AuthorizeRequest | null {
      const t = pending.get(id);
      return t && t.expiresAt > clock() ? t.request : null;
    },
    close(id: string): void {
      pending.delete(id);
    },
  };
}

export type LoginTransactions = ReturnType<typeof createLoginTransactions>;
