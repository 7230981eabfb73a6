import type { Payload, PayloadRequest } from 'payload';
import { addDays, londonClock } from '@/lib/london-time';
import { jobTemplates } from './data/jobs';

/** Head office, for its jobs' location (Careers settings). */
const headOffice = { name: 'Marigold House (head office)', city: 'Manchester', postcode: 'M1 2WD', lat: 53.4774, lng: -2.2309 };

/** The demo job adverts, opened in the last fortnight, linked to their restaurants by slug. */
export async function createCareers(payload: Payload, req: PayloadRequest, restaurantIds: Map<string, number>, now = new Date()) {
  await payload.updateGlobal({ slug: 'careers-settings', req, data: { headOffice, applicationsInbox: 'hr@marigold.example', applicationRetentionMonths: 6 } });
  const idBySlug = new Map([...restaurantIds].map(([key, id]) => [key.split('/')[1]!, id]));
  const today = londonClock(now).date;
  let count = 0;
  for (const template of jobTemplates) {
    const places = template.at.length ? template.at : [null];
    for (const slug of places) {
      const restaurant = slug === null ? undefined : idBySlug.get(slug);
      if (slug !== null && restaurant === undefined)
        throw new Error(`Seed job "${template.key}" refers to restaurant "${slug}", which the seed data does not have`);
      count += 1;
      await payload.create({
        collection: 'jobs',
        req,
        data: {
          name: template.name,
          positionUniqueName: `${(slug ?? 'head-office').toUpperCase()}-${template.key.toUpperCase()}`,
          jobType: template.jobType,
          category: template.category,
          titleGroup: template.titleGroup,
          workplace: slug === null ? 'head-office' : 'restaurant',
          restaurant,
          salary: template.salary,
          openDate: addDays(today, -(count % 14)),
          closeDate: template.closesInDays ? addDays(today, template.closesInDays) : undefined,
          summary: template.summary,
          description: template.description,
          cvRequired: template.cvRequired,
          workExperienceRequired: template.workExperienceRequired,
          questions: template.questions.map((question) => ({
            question: question.question,
            type: question.type,
            isMandatory: question.isMandatory,
            options: (question.options ?? []).map((label) => ({ label })),
          })),
        },
      });
    }
  }
}
