import { SearchPicker } from '../../../components/form';
import { clientSource, staffSource } from '../../../components/form/common-sources';

/** The work entry reports' Client and Staff filters (empty = all); without `clientId`, Staff only (the compliance reports). */
export function PeoplePickers({
  clientId,
  staffId,
  onChange,
}: {
  clientId?: number | null;
  staffId: number | null;
  onChange: (patch: { clientId?: number | null; staffId?: number | null }) => void;
}) {
  return (
    <>
      {clientId !== undefined && (
        <SearchPicker
          size="small"
          label="Client"
          placeholder="All"
          source={clientSource}
          value={clientId}
          onChange={(picked) => onChange({ clientId: picked?.id ?? null })}
        />
      )}
      <SearchPicker
        size="small"
        label="Staff"
        placeholder="All"
        source={staffSource}
        value={staffId}
        onChange={(picked) => onChange({ staffId: picked?.id ?? null })}
      />
    </>
  );
}
