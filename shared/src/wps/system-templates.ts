// GET /wps/system/templates (endpoint-registry.md B common.templates / getTemplate, public): the site
// templates of the merchant, one per platform. The wire contract gives no shape ("shapes not seen", 4.6):
// this one is designed from what the template of a white-label site is made of here (the brand, its
// languages, its lottery type, its pages and the chat header colour).
import { z } from 'zod';

export const TEMPLATE_PLATFORMS = ['W', 'H5'] as const;

export const templatesQuerySchema = z
  .object({
    /** W desktop, H5 mobile; both when left out */
    platform: z.enum(TEMPLATE_PLATFORMS).optional(),
  })
  .loose();

export const siteTemplateSchema = z.object({
  /** `<merchant>-<platform>` */
  templateId: z.string(),
  platform: z.enum(TEMPLATE_PLATFORMS),
  merchantCode: z.string(),
  brandName: z.string(),
  lotteryType: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  chatHeaderColor: z.string(),
  /** the site's routes (platform-spec.md section 2) and the page each shows */
  pages: z.array(z.object({ route: z.string(), page: z.string() })),
});
export type SiteTemplate = z.infer<typeof siteTemplateSchema>;

export const templateListSchema = z.array(siteTemplateSchema);
