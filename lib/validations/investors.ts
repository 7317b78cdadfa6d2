import './jitless';
import { z } from 'zod';
import { locales } from '@/i18n/routing';

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/investor-events/{id}/ics */
export const investorEventParams = z.object({ id: slug });

/** `?locale=xx` picks the language of the calendar entry's texts; without it, the `x-lang` locale. */
export const investorEventIcsQuery = z.object({ locale: z.enum(locales).optional() });
