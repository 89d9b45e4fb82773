/**
 * Building blocks of the read-only details screens (clients, staff, supports coordinators):
 * <PageHeader before={<BackLink to="/admin/staff" label="Back to Staff" />} title="Staff Details"
 *   actions={<EditButton to={`/admin/edit-staff?id=${id}`} />} />
 * <DetailSection title="Address Information"><DetailField label="City">{city}</DetailField></DetailSection>
 */
export { BackLink, EditButton } from './DetailsHeader';
export { DetailField, DetailSection, EMPTY_VALUE } from './DetailSection';
export { RecordLoading, RecordProblem } from './RecordState';
