// What a Chromium trace and a V8 CPU profile hold, as the bench's trace readers (long-tasks.ts,
// main-thread.ts, load-work.ts) use them.

/** A node of the V8 sampler's profile chunks in a trace (ProfileChunk events). */
export interface SampledNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      lineNumber?: number;
      columnNumber?: number;
      isLoadingMainFrame?: boolean;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: SampledNode[]; samples?: number[] };
    };
  };
}

export interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
