import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ResponsiveList, type ListColumn } from '../../../../components/list';

/**
 * A phone card of the import's lists: like the list's default card, but each value in a <div>, as
 * the values here hold lists (changes, reasons) and pickers that may not sit inside a <p>.
 */
export function importCard<T>(columns: readonly ListColumn<T>[]) {
  const shown = columns.filter((c) => !c.hideOnCard && !c.actions);
  const primary = shown.find((c) => c.primary) ?? shown[0];
  const actions = columns.filter((c) => c.actions);
  return function renderImportCard(row: T) {
    return (
      <Card variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          {primary && <Box sx={{ fontWeight: 650, mb: 0.5, overflowWrap: 'anywhere' }}>{primary.render(row)}</Box>}
          {shown
            .filter((c) => c !== primary)
            .map((c) => (
              <Box key={c.key} sx={{ typography: 'body2', mt: 0.5, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                  {c.header}:
                </Box>{' '}
                <Box component="div" sx={{ display: 'inline-block', verticalAlign: 'top', maxWidth: '100%' }}>
                  {c.render(row)}
                </Box>
              </Box>
            ))}
          {actions.length > 0 && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              {actions.map((c) => (
                <Box key={c.key}>{c.render(row)}</Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    );
  };
}

type ImportRowListProps<T> = {
  rows: readonly T[];
  columns: ListColumn<T>[];
  getRowKey: (row: T) => string | number;
  label: string;
};

/** One of the import's lists: a table, import cards on phones, nothing said when empty. */
export function ImportRowList<T>({ rows, columns, getRowKey, label }: ImportRowListProps<T>) {
  return (
    <ResponsiveList
      rows={rows}
      columns={columns}
      renderCard={importCard(columns)}
      getRowKey={getRowKey}
      label={label}
      emptyText=""
    />
  );
}
