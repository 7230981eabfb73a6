import type { Job } from './domain/job';
import { salaryFigures } from './domain/salary';
import { jobPath } from './paths';

/**
 * schema.org JobPosting, so the job shows in job search engines: title, employment type, where, salary, when posted
 * and until when it is open.
 */
export function jobPostingJsonLd(job: Job, { siteUrl, siteName }: { siteUrl: string; siteName: string }) {
  const salary = salaryFigures(job.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.positionUniqueName },
    url: new URL(jobPath(job.id), siteUrl).href,
    datePosted: job.openDate,
    validThrough: job.closeDate ? `${job.closeDate}T23:59:59` : undefined,
    employmentType: job.jobType === 'full-time' ? 'FULL_TIME' : 'PART_TIME',
    hiringOrganization: { '@type': 'Organization', name: siteName, sameAs: siteUrl },
    jobLocation: {
      '@type': 'Place',
      name: job.location.name,
      address: { '@type': 'PostalAddress', addressLocality: job.location.city, postalCode: job.location.postcode || undefined, addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: job.location.lat, longitude: job.location.lng },
    },
    baseSalary: salary
      ? {
          '@type': 'MonetaryAmount',
          currency: salary.currency,
          value:
            salary.min === salary.max
              ? { '@type': 'QuantitativeValue', value: salary.min, unitText: salary.unit }
              : { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
        }
      : undefined,
  };
}
