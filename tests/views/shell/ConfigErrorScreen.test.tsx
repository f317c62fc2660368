// @vitest-environment jsdom
// A configuration error shows a full page that names what is missing, not a blank page.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../../src/app/config.ts';
import { appSystem } from '../../../src/app/theme/system.ts';
import { ConfigErrorScreen } from '../../../src/views/shell/ConfigErrorScreen.tsx';

afterEach(() => cleanup());

it('names the missing live-mode variable', () => {
  let message = '';
  try {
    loadConfig({ VITE_API_URL: 'https://api.example.com' });
  } catch (error) {
    message = (error as Error).message;
  }
  render(
    <ChakraProvider value={appSystem()}>
      <ConfigErrorScreen message={message} />
    </ChakraProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'This checkout is not configured' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('VITE_AUTH0_DOMAIN');
  expect(screen.getByRole('main')).toBeInTheDocument();
});
