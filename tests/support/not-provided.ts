// The to-be-provided defaults (machines/not-provided.ts) throw their error again outside the machine,
// through queueMicrotask; a test that starts a machine unprovided on purpose collects it here instead
// of letting it fail the run as an unhandled error.
import { vi } from 'vitest';

export function collectNotProvided(): { errors: string[]; restore: () => void } {
  const errors: string[] = [];
  const original = globalThis.queueMicrotask.bind(globalThis);
  const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
    original(() => {
      try {
        callback();
      } catch (error) {
        errors.push(String(error));
      }
    }),
  );
  return { errors, restore: () => spy.mockRestore() };
}
