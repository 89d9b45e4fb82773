import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export type ToastApi = {
  show: (message: string, severity?: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Short notifications (2000 ms, spec 01 section 9). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
