import { createContext, useContext } from 'react';

/** Whether the record form is read-only (someone else edits the record, or it is archived). */
export const RecordFormContext = createContext<{ readOnly: boolean }>({ readOnly: false });

export function useRecordFormReadOnly(): boolean {
  return useContext(RecordFormContext).readOnly;
}
