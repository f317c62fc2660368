/** True in sandbox builds only (vite.config.ts): guards the statechart view so live builds drop it. */
declare const __STATECHART_VIEW__: boolean;
