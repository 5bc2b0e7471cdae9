-- Decision 037: campaign launches from before the activity feed (migration 0024) into
-- campaign_status_change, from the one fact that was kept: campaign.launched_at, the time of the
-- first launch (who launched it was not kept: changed_by_user_id stays null). Pauses and later
-- launches of that time were not recorded anywhere (campaign.status is only the current state,
-- updated_at moves with any edit), so nothing is made up for them.
-- Idempotent: a campaign that already has a launch at or before its launched_at (the row
-- activateCampaign writes in the same transaction, or this backfill run before) is skipped.
INSERT INTO "campaign_status_change" ("workspace_id", "campaign_id", "project_id", "running", "changed_by_user_id", "changed_at")
SELECT c."workspace_id", c."id", c."project_id", true, null, c."launched_at"
  FROM "campaign" c
 WHERE c."launched_at" IS NOT NULL
   AND NOT EXISTS (
     SELECT 1 FROM "campaign_status_change" s
      WHERE s."campaign_id" = c."id" AND s."running" AND s."changed_at" <= c."launched_at"
   );
