import 'server-only';
import { newsDraftSchema, productDraftSchema } from '@/lib/validations/content';
import { contentRoutes } from './content-routes';
import { NEWS, PRODUCT } from './content-kinds';

export const productContent = contentRoutes(PRODUCT, productDraftSchema);
export const newsContent = contentRoutes(NEWS, newsDraftSchema);
