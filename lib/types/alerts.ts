import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { ALERT_TOPIC_IDS } from '@/lib/validations/alerts';

/** POST /api/alerts/confirm: the subscription now active, with the topics and language of its sign-up (lib/server/alerts.ts). */
export const alertsConfirmedSchema = z.strictObject({ topics: z.array(z.enum(ALERT_TOPIC_IDS)), locale: z.enum(locales) });
export type AlertsConfirmed = z.infer<typeof alertsConfirmedSchema>;
