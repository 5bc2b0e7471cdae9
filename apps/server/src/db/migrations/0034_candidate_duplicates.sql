CREATE TABLE "candidate_duplicate_dismissal" (
	"workspace_id" uuid NOT NULL,
	"candidate_a" uuid NOT NULL,
	"candidate_b" uuid NOT NULL,
	"dismissed_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_duplicate_dismissal_candidate_a_candidate_b_pk" PRIMARY KEY("candidate_a","candidate_b")
);
--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissal" ADD CONSTRAINT "candidate_duplicate_dismissal_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissal" ADD CONSTRAINT "candidate_duplicate_dismissal_candidate_a_candidate_id_fk" FOREIGN KEY ("candidate_a") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissal" ADD CONSTRAINT "candidate_duplicate_dismissal_candidate_b_candidate_id_fk" FOREIGN KEY ("candidate_b") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_duplicate_dismissal" ADD CONSTRAINT "candidate_duplicate_dismissal_dismissed_by_user_id_user_id_fk" FOREIGN KEY ("dismissed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_duplicate_dismissal_b_idx" ON "candidate_duplicate_dismissal" USING btree ("candidate_b");--> statement-breakpoint
-- Duplicate review (decision 043): the normalised keys people are compared on. No index: the
-- detection groups the whole workspace, and PostgreSQL scans in parallel (1 s at 100k people).
CREATE FUNCTION "hl_person_key"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(btrim(regexp_replace(public.hl_fold("t"), '[^[:alnum:]]+', ' ', 'g')), '')
$$;
--> statement-breakpoint
CREATE FUNCTION "hl_phone_keys"("phones" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT d) FILTER (WHERE length(d) >= 7), '{}')
    FROM (SELECT regexp_replace(p, '\D', '', 'g') AS d FROM unnest("phones") AS p) AS digits
$$;
