// OAuth scope strings: space-separated sets, compared as sets.

export const parseScope = (scope: string | undefined | null): string[] =>
  [...new Set((scope ?? '').split(/\s+/).filter(Boolean))];

export const hasScope = (scope: string, name: string): boolean => parseScope(scope).includes(name);

export const OFFLINE_ACCESS = 'offline_access';
