// The sign-in window's name and size: the identity adapter opens it inside a click (auth0.ts), and
// page 0's HTML opens the same window inside an early press of Proceed (ADR 0061), which the
// adapter then finds by its name instead of opening another.
export const LOGIN_POPUP = { name: 'auth0:authorize:popup', width: 400, height: 600 } as const;

/** The window's features, centred on the page as the SDK would centre it. */
export function loginPopupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'innerWidth' | 'innerHeight'>): string {
  const left = win.screenX + (win.innerWidth - LOGIN_POPUP.width) / 2;
  const top = win.screenY + (win.innerHeight - LOGIN_POPUP.height) / 2;
  return `left=${left},top=${top},width=${LOGIN_POPUP.width},height=${LOGIN_POPUP.height},resizable,scrollbars=yes,status=1`;
}
