// Session telemetry (rules CONST-53, CONST-54): every session measured, one in five replayed.
// Off unless live mode has a telemetry key; the sandbox never sends anything anywhere. No vendor
// SDK is bundled: `load` is where one is wired in, with the settings computed here.
import { TELEMETRY_SAMPLING } from '../../app/constants.ts';

export interface TelemetrySettings {
  key: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
}

export interface Telemetry {
  readonly enabled: boolean;
  readonly settings: TelemetrySettings | null;
  /** Idempotent; does nothing when disabled. */
  start(): void;
}

export interface TelemetryOptions {
  mode: 'sandbox' | 'live';
  key: string | null;
  load?: (settings: TelemetrySettings) => void;
}

export function createTelemetry({ mode, key, load }: TelemetryOptions): Telemetry {
  const settings: TelemetrySettings | null =
    mode === 'live' && key
      ? { key, sessionSampleRate: TELEMETRY_SAMPLING.sessionPercent, sessionReplaySampleRate: TELEMETRY_SAMPLING.sessionReplayPercent }
      : null;
  let started = false;
  return {
    enabled: settings !== null,
    settings,
    start() {
      if (started || !settings) return;
      started = true;
      try {
        load?.(settings);
      } catch {
        // A failing telemetry vendor must not take the checkout down.
      }
    },
  };
}
