import type { Selectable } from 'kysely';
import type { Data } from '../data';
import type { UploadsTable } from '../data/schema';
import { selectUpload } from '../data/uploads/upload-rows';

export type UploadRow = Omit<Selectable<UploadsTable>, 'status'> & {
  status: 'pending' | 'stored' | 'registered';
};

export const findUpload = (data: Data, key: string) => selectUpload(data.db, key);
