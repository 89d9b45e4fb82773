/**
 * Building blocks of list screens (spec 01 "List screens", sections 5 and 9):
 *
 * const list = usePersistentListState('clients');
 * const query = useListQuery({ key: 'clients', path: '/client', state: list.state, schema: clientList });
 * <PageHeader title="Clients" actions={<CreateNewButton to="/admin/create-client" />} />
 * <Paper variant="outlined">
 *   <ListToolbar list={list} sorts={['recent', 'all', 'name_asc', 'name_desc', 'city_asc', 'city_desc']} />
 *   <ResponsiveList rows={query.data?.data} columns={columns} getRowKey={(r) => r.clientId}
 *     label="Clients" emptyText="No Clients" fetching={query.isFetching} error={query.error} />
 *   <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} />
 * </Paper>
 */
export {
  DEFAULT_LIST_STATE,
  LIST_STATE_PREFIX,
  readListState,
  resetAllListStates,
  usePersistentListState,
  type ListState,
  type ListStateApi,
  type StatusFilter,
} from './list-state';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export {
  CreateNewButton,
  ListToolbar,
  SORT_LABELS,
  SortSelect,
  STATUS_OPTIONS,
  StatusSelect,
  type ListToolbarProps,
  type SortOption,
} from './ListToolbar';
export { ListPagination, Pager, usePaging, type ListPaginationProps, type PagerProps } from './ListPagination';
export { ResponsiveList, type ListColumn, type ResponsiveListProps } from './ResponsiveList';
export { useIsPhone } from './use-is-phone';
export {
  listQueryParams,
  useListQuery,
  type ListEnvelope,
  type QueryParams,
  type UseListQueryOptions,
} from './use-list-query';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { InactiveChip, NameWithStatus } from './InactiveChip';
