import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The statechart view (issue 7) stays out of view tests; its parts are unit-tested directly.
  define: { __STATECHART_VIEW__: 'false' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/machines/**/*.test.ts', 'tests/views/**/*.test.tsx', 'tests/sandbox/**/*.test.ts'],
    environment: 'node',
    // View tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15000,
  },
});
