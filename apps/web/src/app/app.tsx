import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useToastPosition } from '@/lib/toast';
import { startThemeSync, useThemeStore } from '@/stores/theme-store';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  useEffect(() => startThemeSync(), []);
  const theme = useThemeStore((s) => s.theme);
  const toastPosition = useToastPosition((s) => s.position);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position={toastPosition}
        theme={theme}
        richColors
        closeButton
        toastOptions={{ duration: 4000, style: { maxWidth: 350 } }}
      />
    </QueryClientProvider>
  );
}
