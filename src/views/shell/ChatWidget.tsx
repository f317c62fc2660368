// Starts the support chat where it belongs (rule TOPBAR-9); only the main layout renders this,
// so the billing routes never start it (rule TOPBAR-10).
import { useEffect } from 'react';
import { useBrowser } from '../../app/app-context.tsx';
import { SandboxChatLauncher } from './SandboxChatLauncher.tsx';

export function ChatWidget() {
  const { chat } = useBrowser();
  useEffect(() => {
    chat.start();
  }, [chat]);
  // The build's mode first: a live build drops the sandbox's stand-in launcher (ADR 0024).
  return import.meta.env.MODE === 'sandbox' && chat.kind === 'sandbox' ? <SandboxChatLauncher /> : null;
}
