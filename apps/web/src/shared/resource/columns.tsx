import { formatDateTime } from '@flyerdesk/domain/dates';
import type { ResourceColumn } from './ResourceTable';
import type { ResourceRecord } from './types';

/** When the record was last written (sorts as `updatedAt`); left out on narrow screens. */
export function updatedAtColumn<TRecord extends ResourceRecord>(header: string): ResourceColumn<TRecord> {
  return {
    id: 'updatedAt',
    header,
    cell: (record) => <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt)}</time>,
    secondary: true,
  };
}
