import 'server-only';
import { idempotencyKey } from '@/lib/validations/order';
import { fromZod } from './types';

/** `Idempotency-Key`, from the schema the checkout and the public forms check it with. */
export const idempotencyKeyHeader = { name: 'Idempotency-Key', in: 'header' as const, required: true, schema: fromZod(idempotencyKey) };
