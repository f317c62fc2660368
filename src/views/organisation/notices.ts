// The organisation machines' toasts as the app shows them: the app supplies these as the
// 'show validated toast' (noma) and 'show joined toast' (waitlist) actions with .provide().
import { showNotice } from '../../app/toaster.tsx';

/** ERR-NOMA-3: a success toast 'Validated NOMA Email'. */
export function showValidatedToast(params: { message: string }): void {
  showNotice({ kind: 'success', message: params.message });
}

/** STATE-WAITLIST-1..3: a persistent toast with 'Your position in queue: {n}' and a Dismiss button. */
export function showJoinedToast(params: { message: string; description: string }): void {
  showNotice({ kind: 'info-persistent', message: params.message, description: params.description });
}
