// PLACEHOLDER (owned by the session helper): what views read of the session actor.
export interface MemberView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SessionView {
  /** 'checking' until the identity client has answered whether a session exists. */
  status: 'checking' | 'anonymous' | 'logging in' | 'authenticated';
  authenticated: boolean;
  member: MemberView | null;
  error: string | null;
  logIn(): void;
  logOut(): void;
}

export function useSessionView(): SessionView {
  return { status: 'anonymous', authenticated: false, member: null, error: null, logIn: () => undefined, logOut: () => undefined };
}
