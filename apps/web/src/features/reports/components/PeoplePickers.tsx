import { SearchPicker } from '../../../components/form';
import { reportClientSource, reportStaffSource } from '../api';

/** The work entry reports' Client and Staff filters (empty = all). */
export function PeoplePickers({
  clientId,
  staffId,
  onChange,
}: {
  clientId: number | null;
  staffId: number | null;
  onChange: (patch: { clientId?: number | null; staffId?: number | null }) => void;
}) {
  return (
    <>
      <SearchPicker
        size="small"
        label="Client"
        placeholder="All"
        source={reportClientSource}
        value={clientId}
        onChange={(picked) => onChange({ clientId: picked?.id ?? null })}
      />
      <SearchPicker
        size="small"
        label="Staff"
        placeholder="All"
        source={reportStaffSource}
        value={staffId}
        onChange={(picked) => onChange({ staffId: picked?.id ?? null })}
      />
    </>
  );
}
