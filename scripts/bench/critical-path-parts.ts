// What page 0's critical path is made of, read from the chunks' source maps: each generated
// character is attributed to the source it came from, grouped by part (a package, or one of our
// folders), so the bench can say where the bytes are and what a change would save before anyone
// makes it (ADR 0022). Gzip is not additive across parts: a part's share is its own gzip scaled
// to the path's real total, and the "as one file" figures gzip the kept text in one stream.
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';

/** A chunk's code with its source map. */
export interface MappedChunk {
  code: string;
  map: SourceMapInput;
}

/** The generated text of each source of a chunk, in order (unmapped text under ''). */
export function textBySource(chunk: MappedChunk): Map<string, string> {
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(new TraceMap(chunk.map), (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const lines = chunk.code.split('\n');
  const out = new Map<string, string>();
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.line - 1] ?? '';
    const text = next !== undefined && next.line === s.line ? line.slice(s.column, next.column) : line.slice(s.column);
    out.set(s.source, (out.get(s.source) ?? '') + text);
  });
  return out;
}

/** The part a source belongs to: its package, or our folder (machines/<name>, src/<folder>). */
export function partOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = source.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /(?:^|\/)(machines|src)\/([^/]+)/.exec(source);
  if (own) return `${own[1]}/${own[2]?.replace(/\.[cm]?[jt]sx?$/, '')}`;
  return source === '' ? '(bundler glue)' : source;
}

const gzip = (text: string) => gzipSync(text, { level: 6 }).length;

export interface PartSize {
  part: string;
  raw: number;
  /** Its own gzip scaled so the parts add up to the files' real gzip total. */
  gzipShare: number;
}

/** Each source's generated text, chunk after chunk: decoded once, then grouped or kept as needed. */
export type SourceTexts = readonly (readonly [source: string, text: string])[];

export function sourceTexts(chunks: readonly MappedChunk[]): SourceTexts {
  return chunks.flatMap((chunk) => [...textBySource(chunk)]);
}

/** Every part, largest first; `totalGzip` is what the files weigh as served. */
export function partSizes(texts: SourceTexts, totalGzip: number): PartSize[] {
  const byPart = new Map<string, string>();
  for (const [source, text] of texts) {
    const part = partOf(source);
    byPart.set(part, (byPart.get(part) ?? '') + text);
  }
  const own = [...byPart].map(([part, text]) => ({ part, raw: text.length, gzip: gzip(text) }));
  const sum = own.reduce((s, p) => s + p.gzip, 0) || 1;
  return own.map((p) => ({ part: p.part, raw: p.raw, gzipShare: (p.gzip * totalGzip) / sum })).sort((a, b) => b.gzipShare - a.gzipShare);
}

/** Gzip of the texts as one file, keeping only the sources `keep` accepts. */
export function oneFileGzip(texts: SourceTexts, keep: (source: string) => boolean = () => true): number {
  return gzip(texts.filter(([source]) => keep(source)).map(([, text]) => text).join(''));
}

/** Third-party code: anything under node_modules. */
export const isLibrary = (source: string): boolean => source.includes('node_modules/');

/**
 * The machines page 0 builds but does not run until the visitor acts (sign-up and sign-in,
 * payment, the company and NOMA dialogs, the waitlist), with the wiring and card adapters that
 * only they use: what lazily started child actors would take off the path (ADR 0022).
 */
export const NOT_RUN_ON_PAGE_ZERO = /(?:^|\/)(machines\/(auth|payment|company|noma|waitlist)\/|src\/adapters\/card-provider\/|src\/app\/wiring\/(auth|payment)-wiring)/;
