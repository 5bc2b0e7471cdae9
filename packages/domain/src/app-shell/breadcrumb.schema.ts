import { z } from 'zod';
import { envelope } from '../http/envelope';

/** What a link-supplied breadcrumb dropdown URL answers (SPEC 7: a list of items with name). */
export const breadcrumbItemSchema = z.object({
  _id: z.string().optional(),
  name: z.string(),
  href: z.string().optional(),
});
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;
export const breadcrumbItemsResponse = envelope(z.array(breadcrumbItemSchema));
