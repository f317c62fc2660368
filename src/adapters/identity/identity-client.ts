// The identity client's settings of spec section 9 (rules CONST-44..48, CONST-51, CONST-52) that
// auth0Options hands to the SDK. The lock wait and the retries (CONST-49, CONST-50) are the SDK's
// own, so they are not settings here.
export const IDENTITY_CLIENT = {
  scope: 'openid profile email',
  httpTimeoutSeconds: 10,
  popupTimeoutSeconds: 60,
  defaultTimeoutSeconds: 60,
  leewaySeconds: 60,
  sessionCookieDays: 1,
  cacheLocation: 'memory',
  useRefreshTokens: true,
} as const;
