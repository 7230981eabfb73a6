import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';

/** The Payload instance of this process (Payload caches it after the first call). */
export const payloadClient = () => getPayload({ config });
