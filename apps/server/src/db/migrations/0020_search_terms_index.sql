-- One GIN index over every searched column of candidate_search (decision 027, issue 17): a search's
-- conditions on several columns (a title, two skills, a place) become one index scan that
-- intersects their entries, skipping through a frequent one ("engineer") by the rare ones, instead
-- of one bitmap per index over every holder of each term. At 1M profiles the bench's title + 2
-- skills + location count went from a 14,905-row skills bitmap AND a 1,133-row fields bitmap
-- (77 ms) to one 18-row scan (4-9 ms).
DROP INDEX "candidate_search_document_idx";--> statement-breakpoint
DROP INDEX "candidate_search_fields_idx";--> statement-breakpoint
DROP INDEX "candidate_search_skills_idx";--> statement-breakpoint
CREATE INDEX "candidate_search_terms_idx" ON "candidate_search" USING gin ("document","skill_keys","title_text","company_text","past_company_text","location_text","school_text");