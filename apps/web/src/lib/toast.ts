import { useEffect } from 'react';
import { toast } from 'sonner';
import { create } from 'zustand';

/** Toasts with the product's durations: success 3 s, error 5 s, loading until settled. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  error: (message: string) => toast.error(message, { duration: 5000 }),
  info: (message: string) => toast(message, { duration: 4000 }),
};

type ToastPosition = 'top-center' | 'bottom-center';

/**
 * Where toasts appear. The builder asks for the bottom while it is open, so a message never
 * covers its top bar (the device switch, Undo, Publish).
 */
export const useToastPosition = create<{ position: ToastPosition }>(() => ({
  position: 'top-center',
}));

/** Toasts at the bottom while the calling screen is mounted. */
export function useToastsAtBottom(): void {
  useEffect(() => {
    useToastPosition.setState({ position: 'bottom-center' });
    return () => useToastPosition.setState({ position: 'top-center' });
  }, []);
}
