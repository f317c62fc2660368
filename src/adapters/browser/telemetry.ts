// Session telemetry (rules CONST-53, CONST-54): every session measured, one in five replayed, and
// the errors the app catches reported (issue 15). Off unless live mode has a telemetry key; the
// sandbox never sends anything anywhere and writes error reports to the console instead. No vendor
// SDK is bundled: `load` is where one is wired in, with the settings computed here, and returns
// what receives the error reports.
import { toErrorReport, type ErrorContext, type ErrorReport } from './error-report.ts';

/** Percent of sessions measured and replayed (rules CONST-53, CONST-54). */
const TELEMETRY_SAMPLING = { sessionReplayPercent: 20, sessionPercent: 100 } as const;

export interface TelemetrySettings {
  key: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
}

/** What a loaded vendor SDK offers the port. */
export interface TelemetryVendor {
  reportError(report: ErrorReport): void;
}

export interface Telemetry {
  readonly enabled: boolean;
  readonly settings: TelemetrySettings | null;
  /** Idempotent; does nothing when disabled. */
  start(): void;
  /**
   * An error the app caught (the pages' error boundary). Only a redacted report leaves: name,
   * message, stack, where (error-report.ts). Live: to the vendor, held until it has started;
   * sandbox: to the console; live without a key: nowhere.
   */
  reportError(error: unknown, context: ErrorContext): void;
}

export interface TelemetryOptions {
  mode: 'sandbox' | 'live';
  key: string | null;
  load?: (settings: TelemetrySettings) => TelemetryVendor | void;
  /** Where the sandbox writes its reports (the console). */
  log?: Pick<Console, 'error'>;
}

/** Reports kept while the vendor loads; beyond this, a crash loop would only fill memory. */
const MAX_HELD_REPORTS = 10;

export function createTelemetry({ mode, key, load, log = console }: TelemetryOptions): Telemetry {
  const settings: TelemetrySettings | null =
    mode === 'live' && key
      ? { key, sessionSampleRate: TELEMETRY_SAMPLING.sessionPercent, sessionReplaySampleRate: TELEMETRY_SAMPLING.sessionReplayPercent }
      : null;
  let started = false;
  let vendor: TelemetryVendor | null = null;
  const held: ErrorReport[] = [];

  const send = (report: ErrorReport) => {
    try {
      vendor?.reportError(report);
    } catch {
      // A failing telemetry vendor must not take the checkout down.
    }
  };

  return {
    enabled: settings !== null,
    settings,
    start() {
      if (started || !settings) return;
      started = true;
      try {
        vendor = load?.(settings) ?? null;
      } catch {
        // A failing telemetry vendor must not take the checkout down.
      }
      held.splice(0).forEach(send);
    },
    reportError(error, context) {
      if (mode === 'sandbox') {
        log.error(`[telemetry] error caught (${context.where}); the sandbox sends no reports`, toErrorReport(error, context));
        return;
      }
      if (!settings) return;
      const report = toErrorReport(error, context);
      if (vendor) send(report);
      else if (!started && held.length < MAX_HELD_REPORTS) held.push(report);
    },
  };
}
