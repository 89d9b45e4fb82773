import type { ReactNode } from 'react';
import type { WorkEntryOut } from '@hearth/shared';
import { RecordQueryView } from '../../../components/RecordQueryView';

/** The work entry list, where a missing or refused entry sends the admin back. */
export const WORK_ENTRIES_PATH = '/admin/work-entries';

/** A work entry screen's body: no entry chosen, loading, a refusal with the way back, or the entry. */
export function WorkEntryQueryView({
  id,
  query,
  children,
}: {
  id: number | null;
  query: { isPending: boolean; isError: boolean; error: unknown; data: WorkEntryOut | undefined };
  children: (entry: WorkEntryOut) => ReactNode;
}) {
  return (
    <RecordQueryView
      id={id}
      query={query}
      noneChosen="No work entry was chosen."
      loadingLabel="Loading work entry"
      backTo={WORK_ENTRIES_PATH}
      backLabel="Back to Work Entries"
    >
      {children}
    </RecordQueryView>
  );
}
