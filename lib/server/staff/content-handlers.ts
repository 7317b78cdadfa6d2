import 'server-only';
import { faqDraftSchema, newsDraftSchema, productDraftSchema } from '@/lib/validations/content';
import { contentRoutes } from './content-routes';
import { FAQ, NEWS, PRODUCT } from './content-kinds';

export const productContent = contentRoutes(PRODUCT, productDraftSchema);
export const newsContent = contentRoutes(NEWS, newsDraftSchema);
export const faqContent = contentRoutes(FAQ, faqDraftSchema);
