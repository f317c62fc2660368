// A fake Stripe object for the Stripe adapter's view tests, whose elements record their options and
// handlers and emit events as Stripe's do (how stripe/react-stripe-js tests itself).
import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

export interface FakeElement {
  type: string;
  options: unknown;
  handlers: Map<string, Set<Handler>>;
  on(event: string, handler: Handler): FakeElement;
  off(event: string, handler: Handler): FakeElement;
  mount: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  update: ReturnType<typeof vi.fn>;
  emit(event: string, payload: unknown): void;
}

export function fakeStripe(options: { failCreate?: string } = {}) {
  const created = new Map<string, FakeElement>();
  const elements = {
    create: vi.fn((type: string, elementOptions: unknown): FakeElement => {
      if (options.failCreate === type) throw new Error(`IntegrationError: ${type} failed`);
      const element: FakeElement = {
        type,
        options: elementOptions,
        handlers: new Map(),
        on(event, handler) {
          if (!this.handlers.has(event)) this.handlers.set(event, new Set());
          this.handlers.get(event)?.add(handler);
          return this;
        },
        off(event, handler) {
          this.handlers.get(event)?.delete(handler);
          return this;
        },
        mount: vi.fn(),
        destroy: vi.fn(),
        update: vi.fn(),
        emit(event, payload) {
          for (const handler of this.handlers.get(event) ?? []) handler(payload);
        },
      };
      created.set(type, element);
      return element;
    }),
    update: vi.fn(),
    submit: vi.fn(async (): Promise<{ error?: unknown }> => ({})),
    getElement: vi.fn(),
  };
  const raw = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(async (_options: unknown): Promise<unknown> => ({ paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: 'pm_entered' } })),
    confirmSetup: vi.fn(async (_options: unknown): Promise<unknown> => ({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_setup' } })),
  };
  return { stripe: raw as unknown as Stripe, raw, elements, created };
}
