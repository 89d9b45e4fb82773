import { useRef, useState } from 'react';
import { ReportMsg } from '@hearth/shared';
import { useToast } from '../components/toast/toast-context';
import { ApiError } from './api-client';

/** A refusal with the server's words (a refused filter, a batch that is gone) says them; anything else just failed. */
const downloadFailureText = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message
    ? err.message
    : ReportMsg.downloadFailed;

/**
 * A download button's state: `start` runs `download` once at a time (a double click lands before
 * React re-renders the button disabled), `busy` until the file is saved or fails; a failure is a toast.
 */
export function useDownload(download: () => Promise<unknown>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const start = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await download();
    } catch (err) {
      toast.error(downloadFailureText(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, start };
}
