// The support chat widget (rules TOPBAR-9, TOPBAR-10). The layouts decide where it may start;
// this decides how: in sandbox mode nothing loads (a stand-in launcher is rendered by the view),
// in live mode the configured vendor script is added once.

export type ChatKind = 'sandbox' | 'live' | 'off';

export interface Chat {
  readonly kind: ChatKind;
  /** Idempotent: a second call (route change, re-render) loads nothing more. */
  start(): void;
  readonly started: boolean;
}

export interface ChatOptions {
  mode: 'sandbox' | 'live';
  /** Live mode: the vendor's loader script; null means no chat is configured. */
  widgetUrl: string | null;
  doc?: Document;
}

export function createChat({ mode, widgetUrl, doc = typeof document === 'undefined' ? undefined : document }: ChatOptions): Chat {
  const kind: ChatKind = mode === 'sandbox' ? 'sandbox' : widgetUrl ? 'live' : 'off';
  let started = false;
  return {
    kind,
    get started() {
      return started;
    },
    start() {
      if (started) return;
      started = true;
      if (kind !== 'live' || !widgetUrl || !doc) return;
      const script = doc.createElement('script');
      script.src = widgetUrl;
      script.async = true;
      script.dataset.checkoutChat = '';
      doc.body.appendChild(script);
    },
  };
}
