import { describe, expect, it } from 'vitest';
import { advertBlocks } from '@/features/careers/domain/advert-blocks';
import { salaryFigures } from '@/features/careers/domain/salary';
import { retentionCutoff } from '@/features/careers/delete-expired-applications-task';
import { yearChoices } from '@/features/careers/domain/work-history';

describe('job advert text', () => {
  it('becomes paragraphs, headings and lists, and never HTML', () => {
    const text = 'First line\ncontinues.\n\nWhat you will do:\n- Cook\n- Clean <b>up</b>\n\nThanks.';
    expect(advertBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'heading', text: 'What you will do' },
      { kind: 'list', items: ['Cook', 'Clean <b>up</b>'] },
      { kind: 'paragraph', text: 'Thanks.' },
    ]);
  });
});

describe('salary figures for search engines', () => {
  it.each([
    ['£12.60 an hour plus tips', { currency: 'GBP', min: 12.6, max: 12.6, unit: 'HOUR' }],
    ['£38,000 to £42,000 a year plus bonus', { currency: 'GBP', min: 38_000, max: 42_000, unit: 'YEAR' }],
    ['£28k per annum', { currency: 'GBP', min: 28_000, max: 28_000, unit: 'YEAR' }],
    ['Competitive', null],
    ['£500 sign-on bonus', null],
  ])('%s', (text, figures) => {
    expect(salaryFigures(text)).toEqual(figures);
  });
});

describe('applications retention and work history years', () => {
  it('deletes what is older than the retention period in calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-23T03:15:00Z'), 6).toISOString()).toBe('2026-05-23T03:15:00.000Z');
  });
  it('offers this year back to 40 years ago, newest first', () => {
    const years = yearChoices(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1986);
    expect(years).toHaveLength(41);
  });
});
