import type { Data } from '../data';
import { selectUpload } from '../data/uploads/upload-rows';

export interface UploadRow {
  key: string;
  order_id: string | null;
  user_id: string | null;
  type: string;
  name: string;
  size: number;
  content_type: string;
  status: 'pending' | 'stored' | 'registered';
  created_at: string;
  expires_at: string;
}

export const findUpload = (data: Data, key: string) => selectUpload(data.db, key);
