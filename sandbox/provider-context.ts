// What the provider's own modules (api, control, pages) receive: the shared SandboxContext plus
// the parsed catalogue, kept out of context.ts so the other modules' contract stays as it is.
import type { Catalogue } from './catalogue.ts';
import type { SandboxContext } from './context.ts';

export interface ProviderContext extends SandboxContext {
  catalogue: Catalogue;
}
