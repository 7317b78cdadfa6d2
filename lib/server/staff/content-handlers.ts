import 'server-only';
import {
  brandDraftSchema,
  categoryDraftSchema,
  certificateDraftSchema,
  downloadDraftSchema,
  faqDraftSchema,
  investorDraftSchema,
  newsDraftSchema,
  productDraftSchema,
  slideDraftSchema,
  timelineDraftSchema,
} from '@/lib/validations/content';
import { contentRoutes } from './content-routes';
import { BRAND, CATEGORY, CERTIFICATE, DOWNLOAD, FAQ, INVESTOR, NEWS, PRODUCT, SLIDE, TIMELINE } from './content-kinds';

export const productContent = contentRoutes(PRODUCT, productDraftSchema);
export const newsContent = contentRoutes(NEWS, newsDraftSchema);
export const faqContent = contentRoutes(FAQ, faqDraftSchema);
export const slideContent = contentRoutes(SLIDE, slideDraftSchema);
export const brandContent = contentRoutes(BRAND, brandDraftSchema);
export const categoryContent = contentRoutes(CATEGORY, categoryDraftSchema);
export const downloadContent = contentRoutes(DOWNLOAD, downloadDraftSchema);
export const timelineContent = contentRoutes(TIMELINE, timelineDraftSchema);
export const certificateContent = contentRoutes(CERTIFICATE, certificateDraftSchema);
export const investorContent = contentRoutes(INVESTOR, investorDraftSchema);
