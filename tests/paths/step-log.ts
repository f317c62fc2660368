// What the page's actors did, as the sandbox build's step feed tells it (src/statecharts/
// browser-steps.ts), and the wait for a move of a path: its transitions in order, then the state
// it settles in. What the actors did is also what the coverage report counts.
import type { BrowserContext, Page } from '@playwright/test';
import type { BrowserStep } from '../../src/statecharts/browser-steps.ts';

export interface MoveResult {
  ok: boolean;
  /** The transitions the machine took since the move began, for a divergence's message. */
  seen: string[];
  value: string | null;
}

export class StepLog {
  /** The walk's page's steps: what the oracle reads. */
  readonly steps: BrowserStep[] = [];
  /** The steps of pages opened beside it (to sign in beforehand): real transitions, counted as covered only. */
  private readonly beside: BrowserStep[] = [];
  private cursor = 0;
  /** Per machine, the latest context its newest actor on the walk's page reported. */
  private readonly contexts = new Map<string, { actor: string; context: unknown }>();
  private listeners: Array<() => void> = [];

  /**
   * Only the walk's page is heard as the walk: a page a driver opens beside it runs actors of the
   * same names, whose steps would read as the walk's (and whose actor ids are the same).
   */
  async attach(context: BrowserContext, page: Page): Promise<void> {
    const others = new Map<Page, number>();
    await context.exposeBinding('__statechartSteps', (source, step: BrowserStep) => {
      if (source.page !== page) {
        if (!others.has(source.page)) others.set(source.page, others.size + 1);
        this.beside.push({ ...step, actor: `page ${others.get(source.page)} ${step.actor}` });
        return;
      }
      this.steps.push(step);
      // Each actor's first step carries its context: a newer actor's replaces the older one's.
      if (step.context !== undefined) this.contexts.set(step.machine, { actor: step.actor, context: JSON.parse(step.context) as unknown });
      this.listeners.forEach((listener) => listener());
    });
  }

  /** The last value the machine's newest actor reported, or null before it started. */
  valueOf(machine: string): string | null {
    for (let i = this.steps.length - 1; i >= 0; i -= 1) {
      const step = this.steps[i] as BrowserStep;
      if (step.machine === machine) return step.value;
    }
    return null;
  }

  /** The context the machine's newest actor last reported (actors in it as their ids), or null. */
  contextOf(machine: string): unknown {
    return this.contexts.get(machine)?.context ?? null;
  }

  /**
   * Waits until the machine has taken `transitions` in this order (other transitions may come
   * between them: what other actors cause) and then rests in `value`.
   */
  async waitForMove(machine: string, transitions: readonly string[], value: string, timeoutMs: number): Promise<MoveResult> {
    let matched = 0;
    let scanned = this.cursor;
    const check = (): boolean => {
      for (; scanned < this.steps.length; scanned += 1) {
        const step = this.steps[scanned] as BrowserStep;
        if (step.machine !== machine) continue;
        for (const key of step.transitions) if (key === transitions[matched]) matched += 1;
      }
      return matched >= transitions.length && this.valueOf(machine) === value;
    };
    const ok = check() || (await this.until(check, timeoutMs));
    const seen = this.steps.slice(this.cursor).filter((step) => step.machine === machine).flatMap((step) => step.transitions);
    if (ok) this.cursor = this.steps.length;
    return { ok, seen, value: this.valueOf(machine) };
  }

  /**
   * What the actors did after the machine's last matched move: a screen that fails may show a
   * later state, and another actor's answer may have moved it there.
   */
  sinceTheMove(machine: string): string {
    const later = this.steps.slice(this.cursor).filter((step) => step.transitions.length > 0);
    if (later.length === 0) return 'no actor has moved since';
    const taken = later.map((step) => `${step.machine}: ${step.transitions.join(', ')}`).join('; ');
    return `since then: ${taken}; ${machine} rests in ${this.valueOf(machine) ?? '(stopped)'}`;
  }

  private until(check: () => boolean, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((listener) => listener !== onStep);
        resolve(ok);
      };
      const onStep = () => {
        if (check()) done(true);
      };
      const timer = setTimeout(() => done(check()), timeoutMs);
      this.listeners.push(onStep);
    });
  }

  /** Per machine, the transitions taken and each actor's consecutive pairs (by eventful transition). */
  covered(): Map<string, { transitions: Set<string>; pairs: Set<string>; states: Set<string> }> {
    const out = new Map<string, { transitions: Set<string>; pairs: Set<string>; states: Set<string> }>();
    const last = new Map<string, string>();
    for (const step of [...this.beside, ...this.steps]) {
      const entry = out.get(step.machine) ?? { transitions: new Set<string>(), pairs: new Set<string>(), states: new Set<string>() };
      out.set(step.machine, entry);
      step.transitions.forEach((key) => entry.transitions.add(key));
      statePaths(JSON.parse(step.value) as unknown).forEach((path) => entry.states.add(path));
      const eventful = step.transitions.find((key) => !isEventless(key));
      if (eventful === undefined) continue;
      const previous = last.get(step.actor);
      entry.pairs.add(`${previous ?? '(start)'} ⇒ ${eventful}`);
      last.set(step.actor, eventful);
    }
    return out;
  }
}

/** A key's event type is its second tab-separated field; eventless transitions have none. */
const isEventless = (key: string): boolean => key.split('\t')[1] === '';

/** Every state path a value holds, ancestors first: {a: {b: 'c'}} → a, a.b, a.b.c. */
export function statePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  if (typeof value === 'string') return [join(value)];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [join(key), ...statePaths(child, join(key))]);
}
