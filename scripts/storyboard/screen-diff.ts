// The review page's pixel comparison (issue 30): the same state's screen before and now, decoded
// in a Chromium page (canvas getImageData), so no image library is needed. A pixel counts as
// changed when a colour channel moved more than JPEG noise does; a screen counts as changed when
// more than THRESHOLD of its pixels did. The changed region is their bounding box, in percent.
import type { Page } from '@playwright/test';
import { stateKey, type StoryboardCapture } from './captures.ts';

export const THRESHOLD = 0.001;
const CHANNEL_NOISE = 48;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ScreenDiff {
  width: number;
  share: number;
  box: Box | null;
  before: string;
  after: string;
}

export interface ScreenChange {
  now: StoryboardCapture;
  widths: ScreenDiff[];
}

/** A changed screen, under the one state it is the screen of (see `screenOwners`). */
export interface OwnedChange extends ScreenChange {
  /** The other states first seen on the same screen, whose change this is too. */
  alsoHere: StoryboardCapture[];
}

export interface Comparison {
  changed: OwnedChange[];
  added: StoryboardCapture[];
  removed: StoryboardCapture[];
  unchanged: number;
  threshold: number;
}

/** Which states are in both storyboards with screens, which only now, which only before. */
export function pairStates(before: ReadonlyMap<string, StoryboardCapture>, now: ReadonlyMap<string, StoryboardCapture>) {
  const screens = (map: ReadonlyMap<string, StoryboardCapture>) => new Map([...map].filter(([, r]) => r.kind === 'screen'));
  const b = screens(before);
  const n = screens(now);
  return {
    both: [...n].flatMap(([key, record]) => (b.has(key) ? [{ before: b.get(key) as StoryboardCapture, now: record }] : [])),
    added: [...n.values()].filter((r) => !b.has(stateKey(r.machine, r.state))),
    removed: [...b.values()].filter((r) => !n.has(stateKey(r.machine, r.state))),
  };
}

const depth = (record: StoryboardCapture): number => record.state.split('.').length;
const screenOf = (record: StoryboardCapture): string => Object.values(record.shots).sort().join('\t');

/**
 * Several states first seen at one rest share its screen: a change there is listed once, under the
 * deepest of them (the state the screen is most specifically of, e.g. 'payment method › showing the
 * payment method' rather than 'payment › ready'); the first written wins a tie.
 */
export function screenOwners(changes: readonly ScreenChange[]): OwnedChange[] {
  const byScreen = new Map<string, ScreenChange[]>();
  for (const change of changes) byScreen.set(screenOf(change.now), [...(byScreen.get(screenOf(change.now)) ?? []), change]);
  return [...byScreen.values()].map((group) => {
    const owner = group.reduce((best, change) => (depth(change.now) > depth(best.now) ? change : best));
    return { ...owner, alsoHere: group.filter((change) => change !== owner).map((change) => change.now) };
  });
}

/** Changed share and bounding box of two images (data URLs), computed in the page. */
async function diffImages(page: Page, before: string, after: string): Promise<{ share: number; box: Box | null }> {
  return page.evaluate(
    async ({ before, after, noise }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = src;
        });
      const [a, b] = await Promise.all([load(before), load(after)]);
      const w = Math.max(a.width, b.width);
      const h = Math.max(a.height, b.height);
      const pixels = (img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, w, h);
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, w, h).data;
      };
      const pa = pixels(a);
      const pb = pixels(b);
      let changed = 0;
      let x0 = w;
      let y0 = h;
      let x1 = -1;
      let y1 = -1;
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) {
          const i = (y * w + x) * 4;
          if (Math.abs((pa[i] ?? 0) - (pb[i] ?? 0)) > noise || Math.abs((pa[i + 1] ?? 0) - (pb[i + 1] ?? 0)) > noise || Math.abs((pa[i + 2] ?? 0) - (pb[i + 2] ?? 0)) > noise) {
            changed += 1;
            x0 = Math.min(x0, x);
            y0 = Math.min(y0, y);
            x1 = Math.max(x1, x);
            y1 = Math.max(y1, y);
          }
        }
      }
      const box = x1 < 0 ? null : { left: (x0 / w) * 100, top: (y0 / h) * 100, width: ((x1 - x0 + 1) / w) * 100, height: ((y1 - y0 + 1) / h) * 100 };
      return { share: changed / (w * h), box };
    },
    { before, after, noise: CHANNEL_NOISE },
  );
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

export async function compareScreens(
  page: Page,
  before: ReadonlyMap<string, StoryboardCapture>,
  now: ReadonlyMap<string, StoryboardCapture>,
  readBefore: (file: string) => Buffer,
  readNow: (file: string) => Buffer,
  beforePrefix: string,
): Promise<Comparison> {
  const { both, added, removed } = pairStates(before, now);
  // tsx keeps function names with a helper the page does not have; the page gets a stand-in.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const cache = new Map<string, { share: number; box: Box | null }>();
  const changed: ScreenChange[] = [];
  let unchanged = 0;
  for (const pair of both) {
    const widths: ScreenDiff[] = [];
    for (const [width, file] of Object.entries(pair.now.shots)) {
      const old = pair.before.shots[width];
      if (old === undefined) continue;
      const key = `${old}\t${file}`;
      const diff = cache.get(key) ?? (await diffImages(page, dataUrl(readBefore(old)), dataUrl(readNow(file))));
      cache.set(key, diff);
      if (diff.share > THRESHOLD) widths.push({ width: Number(width), ...diff, before: `${beforePrefix}${old}`, after: file });
    }
    if (widths.length > 0) changed.push({ now: pair.now, widths });
    else unchanged += 1;
  }
  return { changed: screenOwners(changed), added, removed, unchanged, threshold: THRESHOLD };
}
