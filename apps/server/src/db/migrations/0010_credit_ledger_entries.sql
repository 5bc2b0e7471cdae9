CREATE TABLE "credit_balance" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"next_expiry_at" timestamp with time zone
);
--> statement-breakpoint
-- Existing rows are the trial and plan grants of decision 016: backfilled, then the defaults go.
ALTER TABLE "credit_ledger" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "credit_ledger" SET "idempotency_key" = "reason" || ':' || "id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "object_type" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "debit_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "credit_ledger" SET "expires_at" = "period_end" WHERE "reason" = 'plan_grant';--> statement-breakpoint
ALTER TABLE "credit_balance" ADD CONSTRAINT "credit_balance_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_hold_id_credit_ledger_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_debit_id_credit_ledger_id_fk" FOREIGN KEY ("debit_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_idempotency_idx" ON "credit_ledger" USING btree ("workspace_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_hold_idx" ON "credit_ledger" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_debit_idx" ON "credit_ledger" USING btree ("debit_id");--> statement-breakpoint
-- The running sum of every workspace that has ledger rows; due expiries are processed on first use.
INSERT INTO "credit_balance" ("workspace_id", "balance", "next_expiry_at")
  SELECT "workspace_id", sum("amount"), min("expires_at") FROM "credit_ledger" GROUP BY "workspace_id";