// What the error catalogue (spec section 8) asks the toaster to show. The API layer produces
// notices; the app's toaster renders them. Keeping this a plain type keeps the API free of UI.

export type Notice =
  /** Status >= 500 with requestStatus: a persistent toast with a Dismiss button (rule ERR-2..4). */
  | { kind: 'request-id'; requestId: string }
  /**
   * An error toast with the catalogue's message (rules ERR-5, ERR-7, ERR-9), or another failure's;
   * `action` is a button in the toast (e.g. 'Try again' after a closed sign-in window).
   */
  | { kind: 'error'; message: string; action?: NoticeAction }
  /** A success toast (e.g. 'Validated NOMA Email'). */
  | { kind: 'success'; message: string; description?: string }
  /** A persistent information toast with a Dismiss button (e.g. the waitlist position). */
  | { kind: 'info-persistent'; message: string; description?: string };

/** A toast's button; `onClick` runs inside the click, so it may open a window. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

export type Notify = (notice: Notice) => void;

export const REQUEST_ID_TITLE = 'Something went wrong, please contact support and provide the Request Id!';
export const requestIdDescription = (id: string): string => `Request Id: ${id}`;
