// Shared test setup: jest-dom matchers for view tests (harmless in node tests), and the build's
// mode (tests/setup-sandbox-mode.ts).
import '@testing-library/jest-dom/vitest';
import './setup-sandbox-mode.ts';
