import { NextResponse } from 'next/server';
import { apiHandler, jsonResponse } from '@/features/api/handler';
import { getPublishedPage } from '@/features/content/pages';
import { pagePathPattern } from '@/lib/slugs';

/** GET /api/v1/content/page/{id}: a published page, or a null body with 404 (spec section 7). */
export const GET = apiHandler<{ id: string[] }>(async (_request, { params }) => {
  const slug = (await params).id.join('/');
  const page = pagePathPattern.test(slug) ? await getPublishedPage(slug) : null;
  if (!page) return NextResponse.json(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return jsonResponse(page);
});
