import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { offerStatus } from '@/features/offers/domain/offer-status';
import { findOffer, runningOffers } from '@/features/offers/offers';
import { OfferView } from '@/features/offers/components/offer-view';
import { payloadClient } from '@/server/payload';
import styles from '@/features/offers/components/offers.module.css';

// Offers start and end on the clock; a minute is as stale as an offer page gets.
export const revalidate = 60;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id?: string[] }> };

/**
 * The offer's slug, or null when the address cannot name one. No slug or id holds a control character, and a NUL
 * byte would fail the PostgreSQL query (a 500) rather than find nothing.
 */
function referenceOf(id: string[] | undefined): string | null {
  if (id?.length !== 1 || !id[0] || id[0].length > 120) return null;
  const reference = decodeURIComponent(id[0]);
  return /[\u0000-\u001f]/.test(reference) ? null : reference;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!id?.length) return { title: 'Offers', alternates: { canonical: '/offer' } };
  const reference = referenceOf(id);
  const offer = reference ? await findOffer(await payloadClient(), reference) : null;
  return offer ? { title: offer.title, description: offer.description, alternates: { canonical: `/offer/${offer.slug}` } } : {};
}

/**
 * /offer/{id?} (spec section 2): an offer with its code entry, or, without an id, the offers running now. An
 * offer that does not exist (or has not started) sends the visitor to /page-not-found (spec section 8).
 */
export default async function OfferPage({ params }: Props) {
  const { id } = await params;
  const payload = await payloadClient();
  if (!id?.length) {
    const offers = await runningOffers(payload);
    return (
      <article className="container" style={{ paddingTop: '2rem', paddingBottom: '3rem' }}>
        <h1>Offers</h1>
        {offers.length === 0 ? (
          <p>
            There are no offers running just now. <Link href="/sign-up">Sign up to Hear It First</Link> to hear about the next one.
          </p>
        ) : (
          <ul className={styles.list}>
            {offers.map((offer) => (
              <li key={offer.id} className={styles.card}>
                <h2>{offer.title}</h2>
                <p>{offer.description}</p>
                {offer.validityText && <p className={styles.validity}>{offer.validityText}</p>}
                <p>
                  <Link href={`/offer/${offer.slug}`} className="button button--primary">
                    Get the code<span className="visually-hidden"> for {offer.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </article>
    );
  }
  const reference = referenceOf(id);
  if (!reference) notFound();
  const offer = await findOffer(payload, reference);
  if (!offer) redirect('/page-not-found');
  return <OfferView offer={offer} ended={offerStatus(offer, new Date()) === 'ended'} botCheck={botCheckClientConfig('offer')} />;
}
