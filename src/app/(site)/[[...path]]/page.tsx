import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getPublishedPage, HOME_PAGE_SLUG } from '@/features/content/pages';
import { HomeTiles } from '@/features/booking/components/home-tiles';
import { LocationPicker } from '@/features/booking/components/location-picker';
import { enquiryTileForms } from '@/features/enquiries/components/enquiry-forms';
import { Tiles, type TileForms } from '@/components/ui/tiles';
import { SignUpStrip } from '@/features/marketing/components/sign-up-strip';
import { SocialSection, SocialStrip } from '@/features/marketing/components/social-strip';
import { slugPattern } from '@/lib/slugs';

/**
 * The home page and the catch-all content pages /{id1} and /{id1}/{id2} (spec section 2), rendered from the CMS.
 * Nothing is rendered at build time (the build has no database); each page renders on its first request and is
 * then served from the cache until an edit expires it (or an hour passes).
 */
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

const pathSchema = z.array(z.string().regex(slugPattern)).max(2).optional();

/** Forms that content tiles may hold besides the booking area. */
const tileForms: TileForms = { 'sign-up': <SignUpStrip /> };

type Props = { params: Promise<{ path?: string[] }> };

/** The page's slug, or null when the address cannot be a content page (failed validation gives 404, spec section 2). */
async function slugFrom(params: Props['params']): Promise<string | null> {
  const parsed = pathSchema.safeParse((await params).path);
  if (!parsed.success) return null;
  if (!parsed.data?.length) return HOME_PAGE_SLUG;
  const slug = parsed.data.join('/');
  return slug === HOME_PAGE_SLUG ? null : slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugFrom(params);
  const page = slug ? await getPublishedPage(slug) : null;
  if (!page) return {};
  return {
    title: slug === HOME_PAGE_SLUG ? { absolute: page.title } : page.title,
    description: page.description ?? undefined,
    alternates: { canonical: slug === HOME_PAGE_SLUG ? '/' : `/${slug}` },
    robots: slug === 'page-not-found' ? { index: false } : undefined,
  };
}

export default async function ContentPage({ params }: Props) {
  const slug = await slugFrom(params);
  const page = slug ? await getPublishedPage(slug) : null;
  if (!page) notFound();
  // The cached home page offers the restaurant choice only: the journey's code loads on /book-now, once one is chosen.
  if (slug === HOME_PAGE_SLUG)
    return <HomeTiles page={page} area={<LocationPicker />} forms={tileForms} social={{ strip: <SocialStrip />, section: <SocialSection /> }} />;
  const tiles = page.tiles ?? [];
  const firstTileIsTitle = Boolean(tiles[0]?.heading);
  return (
    <article>
      {!firstTileIsTitle && <h1 className="container">{page.title}</h1>}
      <Tiles
        tiles={tiles}
        firstIsTitle={firstTileIsTitle}
        social={<SocialStrip />}
        forms={{ ...tileForms, ...(await enquiryTileForms(tiles.map((tile) => tile.formType ?? 'none'))) }}
      />
    </article>
  );
}
