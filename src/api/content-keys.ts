// Idempotency keys for creates whose callers hold no key of their own (account, firm admin, firm,
// company): one key per page load and form content. A form sent again after a lost answer
// (time-out, dropped connection) replays the first answer instead of failing with 'email exists';
// a changed form is a new request. The random nonce keeps the hashed content (a password among
// it) from being guessed from the header in a log. See docs/decisions/0018.
export type ContentKey = (...parts: string[]) => Promise<string>;

export function contentKeys(nonce: string = crypto.randomUUID()): ContentKey {
  return async (...parts) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([nonce, ...parts])));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}
