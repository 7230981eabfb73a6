import { uploadDownloadRoute } from '@/server/uploads/download-route';

/** A job application's CV, for HR and administrators only (the collection's read access), as an attachment. */
export const GET = uploadDownloadRoute({ collection: 'job-applications', field: 'resume' });
