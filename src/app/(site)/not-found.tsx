import type { Metadata } from 'next';
import { ErrorView, NOT_FOUND_MESSAGE } from '@/components/layout/error-view';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return <ErrorView status={404} message={NOT_FOUND_MESSAGE} />;
}
