import type { ReactNode } from 'react';
import { RecordLoading, RecordProblem } from './details';

type RecordQueryViewProps<T> = {
  /** The record's id from the address; null when none (or a malformed one) was given. */
  id: number | null;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** Said when no id was given: 'No staff member was chosen.' */
  noneChosen: string;
  loadingLabel: string;
  backTo: string;
  backLabel: string;
  children: (record: T) => ReactNode;
};

/** A details screen's body: no record chosen, loading, a refusal with the way back, or the record. */
export function RecordQueryView<T>({
  id,
  query,
  noneChosen,
  loadingLabel,
  backTo,
  backLabel,
  children,
}: RecordQueryViewProps<T>) {
  if (id === null) return <RecordProblem error={noneChosen} backTo={backTo} backLabel={backLabel} />;
  if (query.isPending) return <RecordLoading label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <RecordProblem error={query.error} backTo={backTo} backLabel={backLabel} />;
  }
  return children(query.data);
}
