// Static pages (terms, privacy, FAQ...) as safe HTML.
import { eq } from 'drizzle-orm';
import { staticPages } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { localize } from '../shared/present.ts';

export const staticPageHandlers = {
  getStaticPage: async ({ db, culture, path }) => {
    const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, path.slug));
    if (!row) throw notFound('staticPage');
    return {
      staticPage: {
        slug: path.slug,
        title: localize(culture, row.titleTh, row.titleEn),
        html: localize(culture, row.htmlTh, row.htmlEn),
      },
    };
  },
} satisfies Partial<Handlers>;
