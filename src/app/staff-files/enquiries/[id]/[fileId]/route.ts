import { uploadDownloadRoute } from '@/server/uploads/download-route';

/** An enquiry's attached file, as a download, for staff who may read that enquiry (its restaurant's managers, marketing, administrators). */
export const GET = uploadDownloadRoute({ collection: 'enquiries', field: 'files' });
