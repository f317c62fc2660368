// The support chat's launcher in the main layout (rule TOPBAR-9). The root actor starts the chat
// with the checkout page (machines/app, 'start the chat'); in sandbox mode this draws its stand-in.
import { useBrowser } from '../../app/app-context.tsx';
import { SandboxChatLauncher } from './SandboxChatLauncher.tsx';

export function ChatWidget() {
  const { chat } = useBrowser();
  // The build's mode first: a live build drops the sandbox's stand-in launcher (ADR 0024).
  return import.meta.env.MODE === 'sandbox' && chat.kind === 'sandbox' ? <SandboxChatLauncher /> : null;
}
