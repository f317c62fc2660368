// Shared test setup: jest-dom matchers for view tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
