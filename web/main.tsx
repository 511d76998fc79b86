// First: every schema module imported after this one is built without eval.
import './lib/zod-jitless.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:bootstrap-icons.css';
import 'flag-icons/css/flag-icons.min.css';
import './app/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
