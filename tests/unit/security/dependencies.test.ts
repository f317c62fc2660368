// The dependency audit trail (ADR 0015): every runtime dependency is named in the ADR, the
// committed lockfile is the one npm ci will install, and no install script runs unreviewed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}
interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  hasInstallScript?: boolean;
}

const pkg = JSON.parse(read('package.json')) as PackageJson;
const lock = JSON.parse(read('package-lock.json')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const adr = read('docs/decisions/0015-dependencies.md');

/** The package names in backticks at the start of the rows of one "## section" table. */
function tableNames(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? '');
}

/** `node_modules/a/node_modules/@s/b` → `@s/b`. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('issue 8 security: dependencies (ADR 0015)', () => {
  it('names every runtime dependency of package.json in the ADR, and nothing else', () => {
    const listed = tableNames(adr, 'Runtime dependencies');
    expect([...listed].sort()).toEqual(Object.keys(pkg.dependencies).sort());
  });

  it('has a committed lockfile whose root matches package.json, so npm ci installs it as is', () => {
    expect(lock.lockfileVersion).toBe(3);
    const rootEntry = lock.packages[''] ?? {};
    expect(rootEntry.dependencies ?? {}).toEqual(pkg.dependencies);
    expect(rootEntry.devDependencies ?? {}).toEqual(pkg.devDependencies);
    // Every locked direct dependency satisfies its exact or ~ pin (the major and minor agree).
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const locked = lock.packages[`node_modules/${name}`]?.version;
      expect(locked, `${name} is in the lockfile`).toBeDefined();
      const wanted = range.replace(/^[~^]/, '').split('.');
      const got = (locked ?? '').split('.');
      expect(got[0], `${name} major`).toBe(wanted[0]);
      if (!range.startsWith('^')) expect(got[1], `${name} minor`).toBe(wanted[1]);
    }
    expect(read('.gitignore')).not.toMatch(/^\/?package-lock\.json$/m);
  });

  it('has a reviewed allowScripts entry for every locked package with an install script; approved ones are named in the ADR', () => {
    const withScripts = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && entry.hasInstallScript).map(([path]) => nameOf(path));
    const allow = pkg.allowScripts ?? {};
    expect(withScripts.filter((name) => !(name in allow))).toEqual([]);
    const approved = Object.entries(allow).filter(([, yes]) => yes).map(([name]) => name);
    expect(approved.sort()).toEqual(tableNames(adr, 'Approved install scripts').sort());
  });
});
