// Types of ignore-state-docs.mjs for the TypeScript that imports it (its unit test).
export declare const strykerPlugins: ReadonlyArray<{
  kind: string;
  name: string;
  value: { shouldIgnore(path: unknown): string | undefined };
}>;
