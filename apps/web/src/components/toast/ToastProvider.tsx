import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

// Loaded with the first toast: Snackbar and Alert are not part of the sign-in download.
const ToastView = lazyComponent(
  () => import('./ToastView'),
  (m) => m.ToastView,
);

type Toast = { id: number; message: string; severity: ToastSeverity };

let nextId = 1;

/** Shows one toast at a time; a newer toast replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: ToastSeverity = 'info') => {
    setToast({ id: nextId++, message, severity });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      warning: (message) => show(message, 'warning'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView
            key={toast.id}
            message={toast.message}
            severity={toast.severity}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
