// The sandbox as path drivers use it: back to the seed before every walk, a fault armed for the
// next call to an address (docs/sandbox.md#injecting-a-fault), and its records.
import type { APIRequestContext } from '@playwright/test';
import { resetSandbox, sandboxState, sandboxUrl } from '../e2e/support/sandbox.ts';

export interface Fault {
  method: string;
  path: string;
  times?: number;
  status?: number;
  requestStatus?: string;
  message?: string;
  delayMs?: number;
  drop?: boolean;
  notJson?: boolean;
  invalidShape?: boolean;
}

export interface SandboxControls {
  reset(): Promise<void>;
  fault(fault: Fault): Promise<void>;
  records<T = Record<string, unknown>>(): Promise<T>;
}

export function sandboxControls(request: APIRequestContext): SandboxControls {
  return {
    reset: () => resetSandbox(request),
    async fault(fault) {
      const res = await request.post(`${sandboxUrl}/__sandbox/faults`, { data: fault });
      if (!res.ok()) throw new Error(`the sandbox refused the fault ${JSON.stringify(fault)}: ${res.status()}`);
    },
    records: <T,>() => sandboxState<T>(request),
  };
}
