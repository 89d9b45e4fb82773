import type { ScheduledVisitOut } from '@hearth/shared';
import { useStartOptions } from '../api';
import { StartVisitDialog } from '../components/StartVisitDialog';

/**
 * The Start Visit modal for a planned visit, already set to its client and service: the service's
 * details come from the client's services the caller may deliver today (the phone's catalogue with
 * no signal). The server links the clock-in to the planned visit itself (same authorization, within
 * the agency's window), so nothing of the plan is sent.
 */
export function PlannedVisitStart({ visit, onClose }: { visit: ScheduledVisitOut; onClose: () => void }) {
  const options = useStartOptions(visit.client.id);
  const service = options.data?.services.find((s) => s.serviceRequestId === visit.clientServiceId) ?? null;
  return (
    <StartVisitDialog
      open
      client={{ clientId: visit.client.id, name: options.data?.name ?? visit.client.name }}
      service={service}
      onClose={onClose}
    />
  );
}
