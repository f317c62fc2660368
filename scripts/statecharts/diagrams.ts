// `npm run diagrams`: writes docs/statecharts/<machine>.md (Mermaid), <machine>.svg and the
// README index from every machine in machines/registry.ts.
//   npm run diagrams              Markdown and SVG
//   npm run diagrams -- --no-svg  Markdown only (no Chromium needed)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '../../machines/registry.ts';
import { toMermaid } from '../../src/statecharts/mermaid.ts';
import { DOCS_DIR, machinePage, readmePage } from './pages.ts';
import { renderSvgs } from './render-svg.ts';

/** Writes only when the content changed, so unchanged files keep their timestamps. */
function write(path: string, content: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // A new file.
  }
  if (current === content) return;
  writeFileSync(path, content);
  console.log(`  wrote ${path}`);
}

async function main(): Promise<void> {
  const withSvg = !process.argv.includes('--no-svg');
  mkdirSync(DOCS_DIR, { recursive: true });
  for (const entry of machineRegistry) write(join(DOCS_DIR, `${entry.name}.md`), machinePage(entry));
  write(join(DOCS_DIR, 'README.md'), readmePage(machineRegistry));
  if (withSvg) {
    const svgs = await renderSvgs(machineRegistry.map(({ name, machine }) => ({ name, text: toMermaid(machine) })));
    machineRegistry.forEach(({ name }, index) => write(join(DOCS_DIR, `${name}.svg`), svgs[index] ?? ''));
  }
  console.log(`Statecharts of ${machineRegistry.length} machines are in ${DOCS_DIR}/.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
