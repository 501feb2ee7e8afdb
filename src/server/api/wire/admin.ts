/** The content editor's answers (src/server/api/routes/admin.ts), as the editor island reads them. */
import { z } from 'zod';

export const adminTokenAnswer = z.looseObject({ token: z.string() });
const version = z.object({ id: z.number(), published_by: z.string(), published_at: z.string(), restored_from: z.number().nullable() }).nullable();
const pageText = z.object({ title: z.string(), body: z.string() });
export const adminContentAnswer = z.looseObject({
  staff: z.looseObject({ email: z.string() }),
  pages: z.array(z.object({ key: z.string(), en: pageText, ne: pageText.nullable(), latest: version })),
  landing: z.array(
    z.object({
      key: z.string(),
      fields: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), kind: z.enum(['text', 'link', 'image']), en: z.string(), ne: z.string().nullable() })),
      latest: version,
    }),
  ),
});
export const adminPreviewAnswer = z.looseObject({ html: z.string(), problems: z.array(z.object({ kind: z.enum(['link', 'image']), address: z.string() })) });
export const adminPublishedAnswer = z.looseObject({ id: z.number(), message: z.string() });
export const adminVersionsAnswer = z.array(z.looseObject({ id: z.number(), published_by: z.string(), published_at: z.string(), restored_from: z.number().nullable(), value: z.unknown() }));

/** a version as the editor lists it */
export const versionWire = (v: { id: number; publishedBy: string; publishedAt: Date; restoredFrom: number | null } | null) =>
  v && { id: v.id, published_by: v.publishedBy, published_at: v.publishedAt.toISOString(), restored_from: v.restoredFrom };
