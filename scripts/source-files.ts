// The one listing of a folder's TypeScript files that the scripts and the source-reading tests share
// (rules coverage, the theme's style collector, the settings and fault-matrix tests).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The .ts and .tsx files under `dir`, declaration files included, as paths that start with `dir`,
 * sorted; none when `dir` does not exist. `root` is the folder `dir` is read from.
 */
export function typeScriptFiles(dir: string, root = '.'): string[] {
  const folder = resolve(root, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .sort();
}
