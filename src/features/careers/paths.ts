/** The careers addresses of spec section 2. */
export const jobSearchPath = '/careers/job-search';
export const jobSearchGroupPath = (slug: string) => `${jobSearchPath}/${slug}`;
export const jobPath = (id: number | string) => `/careers/job/${id}`;
