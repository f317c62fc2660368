// Where the pan-and-zoom view of a diagram starts: the whole page fitted to the panel, unless that
// makes its text too small to read; then readable, centred on the current state.
export interface Size {
  width: number;
  height: number;
}

/** Below this scale a state's name (16 px in Mermaid) is under about 8 px: unreadable. */
export const READABLE_SCALE = 0.5;

export interface View {
  scale: number;
  /** Pan in the diagram's own units (Panzoom's `translate` with its origin at the top left). */
  x: number;
  y: number;
}

/**
 * The starting view of a `diagram` in a `panel`, with `focus` (the centre of the current state in
 * the diagram's units) in sight. Panzoom draws a point p at scale * (p + pan).
 */
export function fitView(diagram: Size, panel: Size, focus: { x: number; y: number } | null): View {
  const fitted = Math.min(1, (panel.width / diagram.width) * 0.96, (panel.height / diagram.height) * 0.96);
  if (fitted >= READABLE_SCALE || focus === null) {
    const scale = Math.max(fitted, 0.05);
    return { scale, x: (panel.width / scale - diagram.width) / 2, y: (panel.height / scale - diagram.height) / 2 };
  }
  const scale = READABLE_SCALE;
  return { scale, x: panel.width / (2 * scale) - focus.x, y: panel.height / (2 * scale) - focus.y };
}
