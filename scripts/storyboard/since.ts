export function reviewSince(_ref: string, _dir: string): void {}
