// Shared test setup: jest-dom matchers for view tests (harmless in node tests), and the build's
// mode: the app under test is the sandbox app, as under `npm start` (import.meta.env.MODE, ADR
// 0024). A test of the live app stubs MODE itself (vi.stubEnv) and restores it afterwards.
import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

vi.stubEnv('MODE', 'sandbox');
