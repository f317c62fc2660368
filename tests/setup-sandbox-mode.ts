// The build's mode for every test: the app under test is the sandbox app, as under `npm start`
// (import.meta.env.MODE, ADR 0024). A test of the live app stubs MODE itself (vi.stubEnv) and
// restores it afterwards. The mutation runs use this file alone (no DOM matchers to load).
import { vi } from 'vitest';

vi.stubEnv('MODE', 'sandbox');
