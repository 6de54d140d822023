import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first screen is drawn in the device's language: its words are fetched first.
// The first render is a transition, which React draws in slices: by the time the words are in, the
// router has often loaded the screen and its data, and a blocking first render of the whole frame
// and screen held a phone's main thread for over a second (4x slower CPU).
void startI18n().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
