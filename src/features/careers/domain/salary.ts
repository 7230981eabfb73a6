/** What schema.org's baseSalary can say of a salary HR wrote as text ("£12.60 an hour plus tips", "£38,000 to £42,000 a year"). */
type SalaryFigures = { currency: 'GBP'; min: number; max: number; unit: 'HOUR' | 'YEAR' | 'MONTH' | 'WEEK' };

/** The figures in a salary text, or null when it names no pounds or no period (search engines then get none). */
export function salaryFigures(text: string): SalaryFigures | null {
  const amounts = [...text.matchAll(/£\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(k?)/gi)].map(
    (match) => Number(match[1]!.replace(/,/g, '')) * (match[2] ? 1000 : 1),
  );
  const unit = /\b(hour|hourly|ph)\b/i.test(text)
    ? 'HOUR'
    : /\b(year|annum|annual|pa)\b/i.test(text)
      ? 'YEAR'
      : /\bmonth/i.test(text)
        ? 'MONTH'
        : /\bweek/i.test(text)
          ? 'WEEK'
          : null;
  if (!amounts.length || !unit) return null;
  const range = amounts.slice(0, 2);
  return { currency: 'GBP', min: Math.min(...range), max: Math.max(...range), unit };
}
