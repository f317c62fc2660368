// The floor's start-up, as a new Vite + React + Chakra project writes it: one render, no tuning.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorPage } from './FloorPage.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <FloorPage />
    </ChakraProvider>
  </StrictMode>,
);
